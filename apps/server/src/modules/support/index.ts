/** The support module's public entry: what other modules may use. */
export { viewerOf } from "./ticket-access.ts";
export { assignedOpenTicketsCount } from "./ticket-desk-service.ts";
export { unreadTicketsCount } from "./ticket-query-service.ts";
