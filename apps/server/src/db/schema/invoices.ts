import { BILLING_TYPES, INVOICE_REMINDER_KINDS, INVOICE_STATUSES, PURCHASE_TYPES } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { purchasedFeatures } from "./billing.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { files } from "./files.ts";
import { milestones } from "./milestones.ts";

/** Feeds `generate_invoice_number()` (see the migrations): unique, gaps tolerated. */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1001 });

/**
 * What the invoices search matches against (number, description, feature name, the client's
 * e-mail kept on the invoice), lower-cased. Queries must use this same expression so the trigram
 * index serves them.
 */
export const invoiceSearchText = sql.raw(
  `lower("invoice_number" || ' ' || "description" || ' ' || coalesce("feature_or_package_name", '') || ' ' || "client_email")`,
);

/** Invoices outlive their client for bookkeeping: the id is nulled, the e-mail kept. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    clientId: uuid("client_id").references(() => profiles.id, { onDelete: "set null" }),
    clientEmail: text("client_email").notNull(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    dueDate: date("due_date"),
    status: text("status").notNull().default("pending"),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    invoiceDate: date("invoice_date").notNull().default(sql`CURRENT_DATE`),
    providerInvoiceUrl: text("stripe_invoice_url"),
    providerSessionId: text("stripe_session_id"),
    billingType: text("billing_type"),
    purchaseType: text("purchase_type").notNull().default("manual"),
    featureOrPackageName: text("feature_or_package_name"),
    purchaseId: uuid("purchase_id").references(() => purchasedFeatures.id, { onDelete: "set null" }),
    /**
     * When the invoice became paid; null unless `status` is `paid`. Kept by the trigger
     * `invoices_paid_at` (migration 0017): set to now() when the status turns paid without one,
     * cleared when it leaves paid (decision 064). Revenue by month reads it.
     */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The milestone whose approval issued the invoice (decision 098): one invoice per milestone. */
    milestoneId: uuid("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    /**
     * The checkout the client opened last to pay this unpaid invoice (decision 105): a newer one
     * closes it first, so only one can be paid; cleared when the invoice is paid or it ends.
     */
    checkoutSessionId: text("checkout_session_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("invoices_status_check", oneOf("status", INVOICE_STATUSES)),
    check("invoices_purchase_type_check", oneOf("purchase_type", PURCHASE_TYPES)),
    check(
      "invoices_billing_type_check",
      sql.raw(`"billing_type" IS NULL OR "billing_type" IN (${BILLING_TYPES.map((b) => `'${b}'`).join(", ")})`),
    ),
    check("invoices_amount_check", sql`${t.amountCents} >= 0`),
    // The lists' order (newest first, id breaking ties) so a page is read straight off an index.
    index("invoices_client_date_idx").on(t.clientId, t.invoiceDate.desc(), t.createdAt.desc(), t.id.desc()),
    index("invoices_date_idx").on(t.invoiceDate.desc(), t.createdAt.desc(), t.id.desc()),
    // The other sort keys of the admin list (decision 051), read either way off these.
    index("invoices_number_order_idx").on(t.invoiceNumber.desc(), t.id.desc()),
    index("invoices_client_email_order_idx").on(t.clientEmail.desc(), t.id.desc()),
    index("invoices_amount_order_idx").on(t.amountCents.desc(), t.id.desc()),
    index("invoices_due_order_idx").on(t.dueDate.desc(), t.id.desc()),
    index("invoices_status_order_idx").on(t.status.desc(), t.id.desc()),
    // Trigram index behind the invoices search (pg_trgm, created by migration 0002).
    index("invoices_search_trgm_idx").using("gin", sql`${invoiceSearchText} gin_trgm_ops`),
    // Paid revenue by month (decision 064): the window's rows and amounts, read off the index alone.
    index("invoices_paid_at_idx").on(t.paidAt, t.amountCents).where(sql`${t.paidAt} IS NOT NULL`),
    uniqueIndex("invoices_stripe_session_id_key").on(t.providerSessionId),
    uniqueIndex("invoices_milestone_key").on(t.milestoneId),
    // Outstanding and overdue per client on the admin dashboard (decision 105): the unpaid rows only.
    index("invoices_unpaid_client_idx").on(t.clientId, t.dueDate, t.amountCents).where(sql`${t.status} <> 'paid'`),
  ],
);

/**
 * The reminders sent about an unpaid invoice (decision 103): one row per invoice and kind, written
 * in the transaction that queues the e-mail, so each reminder goes out once however many
 * instances run the schedule.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.kind] }),
    check("invoice_reminders_kind_check", oneOf("kind", INVOICE_REMINDER_KINDS)),
  ],
);

export const clientInvoiceViews = pgTable(
  "client_invoice_views",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.invoiceId] })],
);

/**
 * How many invoices exist, in one row kept exact by statement-level triggers on `invoices`
 * (migration 0011): the admin list's "of n in all" is read here instead of counting 100,000 rows
 * on every request.
 */
export const invoiceTotals = pgTable(
  "invoice_totals",
  {
    one: boolean("one").primaryKey().default(true),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [check("invoice_totals_one_row", sql`${t.one}`)],
);
