/** The dev-outbox feature's public entry: what the app's layout may use. */
export { useDevOutboxAvailable } from "./api/get-dev-outbox-status";
