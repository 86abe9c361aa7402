import type { MilestoneInvoiceOn } from "@portal/shared/milestone-contracts";
import { and, eq, gt, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { milestones, profiles, projects } from "../../db/schema/index.ts";
import { issueMilestoneInvoice } from "./milestone-invoice.ts";
import { milestoneLabel } from "./milestone-view.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/**
 * When a milestone's invoice is due to be issued by the schedule (decision 103): a due-date
 * milestone once its due instant has passed, a deposit once the project has started (its status
 * has left pending), and an approved one whose invoice failed right after its approval.
 */
function timeToInvoice(now: Date): SQL | undefined {
  return or(
    and(eq(milestones.invoiceOn, "due_date"), lte(milestones.dueAt, now)),
    and(eq(milestones.invoiceOn, "project_start"), ne(projects.status, "pending")),
    and(eq(milestones.invoiceOn, "approval"), eq(milestones.state, "approved")),
  );
}

/**
 * Issues the invoices whose time has come and that were never issued (`invoiced_at` is null),
 * through the automatic invoice path. Safe to run at once on several instances: the unique
 * milestone index on invoices makes one invoice, and the invoice's transaction marks the milestone
 * invoiced. One that fails is logged and tried again on the next run. Answers how many it issued.
 */
export async function issueScheduledMilestoneInvoices(deps: Deps, now: Date, projectId?: string): Promise<number> {
  const due = await deps.db
    .select({
      id: milestones.id,
      titleEn: milestones.titleEn,
      titleHe: milestones.titleHe,
      amountCents: milestones.amountCents,
      invoiceOn: milestones.invoiceOn,
      clientId: projects.clientId,
      clientEmail: profiles.email,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(
      and(
        isNull(milestones.invoicedAt),
        gt(milestones.amountCents, 0),
        timeToInvoice(now),
        projectId ? eq(milestones.projectId, projectId) : undefined,
      ),
    );
  let issued = 0;
  for (const m of due) {
    try {
      await issueMilestoneInvoice(deps, {
        milestoneId: m.id,
        title: milestoneLabel(m),
        amountCents: m.amountCents ?? 0,
        clientId: m.clientId,
        clientEmail: m.clientEmail,
        issuedAt: now,
        invoiceOn: m.invoiceOn as MilestoneInvoiceOn,
      });
      issued += 1;
      await publishInvoicesChanged(deps, m.clientId);
    } catch (error) {
      deps.log.error(
        { err: error, milestoneId: m.id },
        "a scheduled milestone invoice could not be issued; tried again next run",
      );
    }
  }
  return issued;
}

/**
 * After a change that can make a milestone's invoice due (a project started, a deposit priced, a
 * date moved into the past): issues it now. The change is committed already, so a failure is
 * logged and left to the next turn of the schedule.
 */
export async function issueDueInvoicesOf(deps: Deps, projectId: string): Promise<void> {
  await issueScheduledMilestoneInvoices(deps, new Date(), projectId).catch((error: unknown) =>
    deps.log.error({ err: error, projectId }, "milestone invoices could not be issued after the change; the schedule will"),
  );
}

async function publishInvoicesChanged(deps: Pick<AppDeps, "providers">, clientId: string) {
  await deps.providers.events.publish({ type: "invoices.changed", audience: clientId, data: {} });
  await deps.providers.events.publish({ type: "invoices.changed", audience: "admins", data: {} });
}
