/** The store feature's public entry: what the app's routes and other features may use. */
export { storeKeys } from "./api/query-keys";
