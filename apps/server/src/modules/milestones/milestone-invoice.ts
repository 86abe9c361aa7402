import { dateInZone } from "@portal/shared/agency-region";
import type { AppDeps } from "../../app-deps.ts";
import { getAgencySettings } from "../agency/index.ts";
import { createAutomaticInvoice } from "../invoices/index.ts";

/** How long after the approval a milestone's invoice is due (decision 098). */
const MILESTONE_INVOICE_DAYS = 14;

/**
 * The invoice of an approved milestone with an amount, issued through the automatic invoice path
 * (its PDF, the client's notification): unpaid, due two weeks after the approval on the agency's
 * clock, one per milestone however often this runs.
 */
export async function issueMilestoneInvoice(
  deps: Pick<AppDeps, "db" | "providers" | "config">,
  input: { milestoneId: string; title: string; amountCents: number; clientId: string; clientEmail: string; approvedAt: Date },
) {
  const settings = await getAgencySettings(deps.db);
  const due = new Date(input.approvedAt.getTime() + MILESTONE_INVOICE_DAYS * 86_400_000);
  return createAutomaticInvoice(
    { db: deps.db, storage: deps.providers.storage, timing: deps.config.notifications.timing },
    {
      clientId: input.clientId,
      clientEmail: input.clientEmail,
      amountCents: input.amountCents,
      description: `Milestone approved: ${input.title}`,
      billingType: "one_time",
      featureOrPackageName: input.title,
      providerSessionId: null,
      purchaseId: null,
      milestone: { id: input.milestoneId, dueDate: dateInZone(due, settings.region.timeZone) },
    },
  );
}
