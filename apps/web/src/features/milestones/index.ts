/** The milestones feature's public entry (decision 098): what the app's routes and other features may use. */
export { milestoneKeys } from "./api/query-keys";
