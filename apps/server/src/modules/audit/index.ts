/** The audit module's public entry: what other modules use to record their changes (decision 050). */
export { type AuditActor, actorOf, changedFields, personLabel, recordAudit } from "./audit-service.ts";
