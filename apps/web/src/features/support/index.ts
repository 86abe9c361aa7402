/** The support feature's public entry: what the app's routes and other features may use. */
export { supportKeys } from "./api/query-keys";
