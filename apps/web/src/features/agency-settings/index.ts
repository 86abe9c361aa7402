/** The agency settings feature's public entry: what the app's routes and other features may use. */
export { publicAgencyQueryOptions, useAgency, useSetupStatus } from "./api/get-agency";
export { agencyKeys } from "./api/query-keys";
