/** The client-features feature's public entry: what the app's routes and other features may use. */
export { clientFeatureKeys } from "./api/query-keys";
