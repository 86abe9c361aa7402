/** The milestones module's public entry: what other modules and the process may use. */
export { issueDueInvoicesOf, issueScheduledMilestoneInvoices } from "./milestone-schedule-service.ts";
