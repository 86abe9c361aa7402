import { dateInZone } from "@portal/shared/agency-region";
import { formatCents } from "@portal/shared/format";
import { and, between, eq, gte, inArray, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { invoiceReminders, invoices } from "../../db/schema/index.ts";
import { nextVersion } from "../../lib/preconditions.ts";
import { getAgencySettings } from "../agency/index.ts";
import { recordAudit } from "../audit/index.ts";
import { type NotificationTiming, notify } from "../notifications/index.ts";
import { publishInvoicesChanged } from "./invoice-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;
type Invoice = typeof invoices.$inferSelect;

/** How many days before its due date an unpaid invoice is reminded of (decision 103). */
const DUE_SOON_DAYS = 3;
/** An invoice that turns overdue longer than this after its due date (the portal was off) is not mailed about. */
const OVERDUE_REMINDER_DAYS = 14;
/** Rows one step handles at a time, so a large backlog is worked in short transactions. */
const BATCH = 200;

/** The agency's calendar day at `now` ("yyyy-MM-dd"). */
async function agencyToday(db: Database, now: Date): Promise<string> {
  const settings = await getAgencySettings(db);
  return dateInZone(now, settings.region.timeZone);
}

/** A calendar day `days` after (or before) `day`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Sends one reminder of `kind` about an invoice, in the caller's transaction: the row of
 * (invoice, kind) is written first and the e-mail queued only when it was new, so however many
 * instances get here the reminder goes out once. The person's preferences apply (`notify`).
 */
async function remind(tx: Transaction, timing: NotificationTiming, row: Invoice, kind: "due_soon" | "overdue") {
  if (!row.clientId || !row.dueDate) return false;
  const [inserted] = await tx.insert(invoiceReminders).values({ invoiceId: row.id, kind }).onConflictDoNothing().returning();
  if (!inserted) return false;
  await notify(tx, timing, {
    key: `invoice.reminder:${row.id}:${kind}`,
    kind: kind === "due_soon" ? "invoice_due_soon" : "invoice_overdue",
    to: row.clientId,
    data: { invoiceId: row.id, number: row.invoiceNumber, amount: formatCents(row.amountCents), date: row.dueDate },
  });
  return true;
}

/**
 * Pending invoices whose due date is past on the agency's clock become overdue (the spec's stored
 * status), each with its audit entry and, when it fell due lately, the client's overdue reminder,
 * in one transaction. The update takes only rows still pending, so two instances change each once.
 */
export async function markOverdueInvoices(deps: Deps, now: Date): Promise<number> {
  const today = await agencyToday(deps.db, now);
  const remindFrom = addDays(today, -OVERDUE_REMINDER_DAYS);
  let total = 0;
  for (;;) {
    const changed = await deps.db.transaction(async (tx) => {
      const picked = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.status, "pending"), lt(invoices.dueDate, today)))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const rows = await tx
        .update(invoices)
        .set({ status: "overdue", updatedAt: nextVersion(invoices.updatedAt) })
        .where(and(inArray(invoices.id, picked), eq(invoices.status, "pending")))
        .returning();
      for (const row of rows) {
        await recordAudit(tx, {
          kind: "invoice_updated",
          actor: null,
          targetId: row.id,
          targetLabel: row.invoiceNumber,
          person: row.clientId,
          before: { status: "pending" },
          after: { status: "overdue" },
        });
        if (row.dueDate && row.dueDate >= remindFrom) await remind(tx, deps.config.notifications.timing, row, "overdue");
      }
      return rows;
    });
    for (const clientId of new Set(changed.map((r) => r.clientId))) await publishInvoicesChanged(deps, clientId);
    total += changed.length;
    if (changed.length < BATCH) return total;
  }
}

/** No reminder of `kind` has been written for the invoice yet. */
const notRemindedOf = (db: Database, kind: "due_soon" | "overdue") =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(invoiceReminders)
      .where(and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.kind, kind))),
  );

/**
 * The overdue reminder of invoices already overdue but not reminded of: those an admin set to
 * overdue by hand, and any whose reminder the marking step missed (decision 112). The same window
 * as the marking step (fell due within `OVERDUE_REMINDER_DAYS`, before today) and the same unique
 * row, so each invoice is reminded once, whoever made it overdue and however many instances run.
 */
export async function sendOverdueReminders(deps: Deps, now: Date): Promise<number> {
  const today = await agencyToday(deps.db, now);
  let sent = 0;
  for (;;) {
    const overdue = await deps.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.status, "overdue"),
          isNotNull(invoices.clientId),
          gte(invoices.dueDate, addDays(today, -OVERDUE_REMINDER_DAYS)),
          lt(invoices.dueDate, today),
          notRemindedOf(deps.db, "overdue"),
        ),
      )
      .limit(BATCH);
    for (const row of overdue) {
      if (await deps.db.transaction((tx) => remind(tx, deps.config.notifications.timing, row, "overdue"))) sent += 1;
    }
    if (overdue.length < BATCH) return sent;
  }
}

/**
 * Reminds clients of pending invoices due within `DUE_SOON_DAYS` (today included), once per
 * invoice; an invoice issued today is not reminded of on the day it arrived.
 */
export async function sendDueSoonReminders(deps: Deps, now: Date): Promise<number> {
  const today = await agencyToday(deps.db, now);
  let sent = 0;
  for (;;) {
    const due = await deps.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.status, "pending"),
          isNotNull(invoices.clientId),
          between(invoices.dueDate, today, addDays(today, DUE_SOON_DAYS)),
          lt(invoices.invoiceDate, today),
          notRemindedOf(deps.db, "due_soon"),
        ),
      )
      .limit(BATCH);
    for (const row of due) {
      if (await deps.db.transaction((tx) => remind(tx, deps.config.notifications.timing, row, "due_soon"))) sent += 1;
    }
    if (due.length < BATCH) return sent;
  }
}
