/** The milestones module's public entry: what other modules and the process may use. */

export { renderCertificatePdf } from "./certificate-pdf.ts";
export { issueDueInvoicesOf, issueScheduledMilestoneInvoices } from "./milestone-schedule-service.ts";
