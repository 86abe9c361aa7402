/** The support module's public entry: what other modules may use. */
export { viewerOf } from "./ticket-access.ts";
export { countUnreadTickets } from "./ticket-query-service.ts";
