/** The support module's public entry: what other modules may use. */
export { viewerOf } from "./ticket-access.ts";
export { countAssignedOpenTickets } from "./ticket-desk-service.ts";
export { countUnreadTickets } from "./ticket-query-service.ts";
