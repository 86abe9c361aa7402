/** The agency settings feature's public entry: what the app's routes and other features may use. */
/** @public What any page may show of the agency (name, colour, logo, ...), for the brand's consumers. */
export { publicAgencyQueryOptions, useAgency, useSetupStatus } from "./api/get-agency";
export { agencyKeys } from "./api/query-keys";
