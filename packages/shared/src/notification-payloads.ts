import { z } from "zod";
import { FULFILMENT_STATUSES, PROJECT_STATUSES, REVISION_STATUSES } from "./constants.ts";

/**
 * What each kind of notification carries: one zod schema per kind, with an example. The outbox row
 * is written through it (`notify` refuses a wrong payload, and its call sites are typed by it) and
 * read through it by everything that renders it (e-mail HTML and text, SMS), so a field one side
 * forgets fails the typecheck instead of sending "undefined". A new kind goes here first.
 */
const id = z.string().min(1);
/** A display number ("0007"). */
const number = z.string().min(1);
/** A person's or business's name as written; may be empty when the account is gone. */
const label = z.string();

const project = z.object({ projectId: id, status: z.enum(PROJECT_STATUSES), delivery: z.string() });
/** An unpaid invoice's reminder: its number, amount and due date (decision 103). */
const invoiceReminder = z.object({
  invoiceId: id,
  number,
  amount: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const ticket = z.object({ ticketId: id, number, subject: z.string() });
const commentReply = z.object({ revisionId: id, commentId: id, number, comment: z.string().min(1) });
/** Who bought: a feature purchase carries its id; premium has none and links to the client's page. */
const buyer = z.object({ clientId: z.string(), client: label, feature: z.string().min(1), purchaseId: id.optional() });
/** A subscription: a feature's carries the purchase id, premium's none. */
const subscription = { name: z.string().min(1), purchaseId: id.optional() };

const ids = {
  invoice: "6f1c2b1e-0000-4000-8000-000000000001",
  revision: "6f1c2b1e-0000-4000-8000-000000000002",
  ticket: "6f1c2b1e-0000-4000-8000-000000000003",
  project: "6f1c2b1e-0000-4000-8000-000000000004",
  purchase: "6f1c2b1e-0000-4000-8000-000000000005",
  client: "6f1c2b1e-0000-4000-8000-000000000006",
  comment: "6f1c2b1e-0000-4000-8000-000000000007",
  milestone: "6f1c2b1e-0000-4000-8000-000000000008",
};

function kind<S extends z.ZodType>(schema: S, example: z.infer<S>) {
  return { schema, example };
}

export const NOTIFICATION_PAYLOADS = {
  // To a client
  // `payable`: unpaid, so the e-mail's link opens its checkout (decision 105).
  invoice_created: kind(z.object({ invoiceId: id, number, amount: z.string().min(1), payable: z.boolean().optional() }), {
    invoiceId: ids.invoice,
    number: "INV-0042",
    amount: "$1,200.00",
    payable: true,
  }),
  invoice_due_soon: kind(invoiceReminder, {
    invoiceId: ids.invoice,
    number: "INV-0042",
    amount: "$1,200.00",
    date: "2026-12-10",
  }),
  invoice_overdue: kind(invoiceReminder, { invoiceId: ids.invoice, number: "INV-0042", amount: "$1,200.00", date: "2026-12-10" }),
  revision_status: kind(z.object({ revisionId: id, number, status: z.enum(REVISION_STATUSES) }), {
    revisionId: ids.revision,
    number: "0012",
    status: "in_progress",
  }),
  revision_comment_reply_agency: kind(commentReply, {
    revisionId: ids.revision,
    commentId: ids.comment,
    number: "0012",
    comment: "3",
  }),
  ticket_reply_agency: kind(ticket, { ticketId: ids.ticket, number: "0007", subject: "Logo colours" }),
  project_updated: kind(project, { projectId: ids.project, status: "in_progress", delivery: "2026-12-24" }),
  project_ready: kind(project, { projectId: ids.project, status: "ready", delivery: "2026-12-24" }),
  milestone_approval_requested: kind(z.object({ milestoneId: id, milestone: z.string().min(1), version: z.string().nullish() }), {
    milestoneId: ids.milestone,
    milestone: "Design",
    version: "v2",
  }),
  feature_progress: kind(
    z.object({
      purchaseId: id,
      feature: z.string().min(1),
      progress: z.string().regex(/^\d{1,3}$/),
      status: z.enum(FULFILMENT_STATUSES),
    }),
    { purchaseId: ids.purchase, feature: "Online booking", progress: "40", status: "in_progress" },
  ),
  subscription_failed: kind(z.object(subscription), { name: "Premium" }),
  subscription_ending: kind(z.object({ ...subscription, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }), {
    name: "Online booking",
    date: "2026-12-31",
    purchaseId: ids.purchase,
  }),
  // To admins
  ticket_created: kind(ticket.extend({ client: label }), {
    ticketId: ids.ticket,
    number: "0007",
    subject: "Logo colours",
    client: "Dana's Bakery",
  }),
  ticket_reply_client: kind(ticket.extend({ client: label }), {
    ticketId: ids.ticket,
    number: "0007",
    subject: "Logo colours",
    client: "Dana's Bakery",
  }),
  revision_requested: kind(z.object({ revisionId: id, number, client: label }), {
    revisionId: ids.revision,
    number: "0012",
    client: "Dana's Bakery",
  }),
  revision_comment_reply_client: kind(commentReply.extend({ client: label }), {
    revisionId: ids.revision,
    commentId: ids.comment,
    number: "0012",
    comment: "3",
    client: "Dana's Bakery",
  }),
  milestone_approved: kind(
    z.object({ clientId: id, milestoneId: id, milestone: z.string().min(1), client: label, signer: z.string().min(1) }),
    { clientId: ids.client, milestoneId: ids.milestone, milestone: "Design", client: "Dana's Bakery", signer: "Dana Levi" },
  ),
  purchase_created: kind(buyer, {
    clientId: ids.client,
    client: "Dana's Bakery",
    feature: "Online booking",
    purchaseId: ids.purchase,
  }),
  payment_failed: kind(buyer, { clientId: ids.client, client: "Dana's Bakery", feature: "Premium" }),
  sms_budget: kind(z.object({ budget: z.string().regex(/^\d+$/), until: z.string().min(1) }), {
    budget: "100",
    until: "2026-11-26 18:00 UTC",
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_PAYLOADS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_PAYLOADS) as NotificationKind[];

/** The payload of each kind, as the compiler knows it. */
export type NotificationPayloads = { [K in NotificationKind]: z.infer<(typeof NOTIFICATION_PAYLOADS)[K]["schema"]> };

/** One notification with the payload of its own kind. */
export type NotificationOf<K extends NotificationKind = NotificationKind> = {
  [P in K]: { kind: P; data: NotificationPayloads[P] };
}[K];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_PAYLOADS, value);
}

/** The payload checked against its kind's schema; throws (a wrong payload is refused at the write). */
export function checkedPayload<K extends NotificationKind>(kind: K, data: NotificationPayloads[K]): NotificationPayloads[K] {
  return NOTIFICATION_PAYLOADS[kind].schema.parse(data) as NotificationPayloads[K];
}

/** A stored notification read through its schema; null for an unknown kind or a payload that no longer fits. */
export function readNotification(kind: string, data: unknown): NotificationOf | null {
  if (!isNotificationKind(kind)) return null;
  const parsed = NOTIFICATION_PAYLOADS[kind].schema.safeParse(data);
  return parsed.success ? ({ kind, data: parsed.data } as NotificationOf) : null;
}
