import { dateInZone } from "@portal/shared/agency-region";
import type { MilestoneInvoiceOn } from "@portal/shared/milestone-contracts";
import type { AppDeps } from "../../app-deps.ts";
import { getAgencySettings } from "../agency/index.ts";
import { createAutomaticInvoice } from "../invoices/index.ts";

/** How long after it is issued a milestone's invoice is due (decision 098). */
const MILESTONE_INVOICE_DAYS = 14;

/** The invoice's description: what issued it (approval, the milestone's due date, the project's start). */
const DESCRIPTION: Record<MilestoneInvoiceOn, (title: string) => string> = {
  approval: (title) => `Milestone approved: ${title}`,
  due_date: (title) => `Milestone due: ${title}`,
  project_start: (title) => `Project started: ${title}`,
};

/**
 * The invoice of a milestone with an amount, issued through the automatic invoice path (its PDF,
 * the client's notification): unpaid, due two weeks after `issuedAt` on the agency's clock, one
 * per milestone however often and on however many instances this runs (the unique milestone index).
 */
export async function issueMilestoneInvoice(
  deps: Pick<AppDeps, "db" | "providers" | "config">,
  input: {
    milestoneId: string;
    title: string;
    amountCents: number;
    clientId: string;
    clientEmail: string;
    issuedAt: Date;
    invoiceOn: MilestoneInvoiceOn;
  },
) {
  const settings = await getAgencySettings(deps.db);
  const due = new Date(input.issuedAt.getTime() + MILESTONE_INVOICE_DAYS * 86_400_000);
  return createAutomaticInvoice(
    { db: deps.db, storage: deps.providers.storage, timing: deps.config.notifications.timing },
    {
      clientId: input.clientId,
      clientEmail: input.clientEmail,
      amountCents: input.amountCents,
      description: DESCRIPTION[input.invoiceOn](input.title),
      billingType: "one_time",
      featureOrPackageName: input.title,
      providerSessionId: null,
      purchaseId: null,
      milestone: { id: input.milestoneId, dueDate: dateInZone(due, settings.region.timeZone) },
    },
  );
}
