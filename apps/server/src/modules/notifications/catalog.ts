import type { Capability } from "@portal/shared/agency-roles";
import { invoicePaymentPath } from "@portal/shared/invoice-contracts";
import type { NotificationCategory } from "@portal/shared/notification-contracts";
import type { NotificationKind, NotificationPayloads } from "@portal/shared/notification-payloads";

/**
 * Everything the portal tells people about, with its category and the screen it links to. Each
 * kind's payload is its schema in `@portal/shared/notification-payloads`; a kind missing here
 * fails the typecheck.
 */
export const NOTIFICATION_KINDS: { [K in NotificationKind]: KindSpec<NotificationPayloads[K]> } = {
  // To a client
  invoice_created: {
    to: "client",
    category: "invoices",
    link: (d) => (d.payable ? invoicePaymentPath(d.invoiceId) : `/dashboard/invoices?invoice=${d.invoiceId}`),
  },
  // Reminders are of unpaid invoices: their link opens the payment (decision 105).
  invoice_due_soon: { to: "client", category: "invoices", link: (d) => invoicePaymentPath(d.invoiceId) },
  invoice_overdue: { to: "client", category: "invoices", link: (d) => invoicePaymentPath(d.invoiceId) },
  revision_status: { to: "client", category: "projects", link: () => "/dashboard/revisions" },
  revision_comment_reply_agency: {
    to: "client",
    category: "projects",
    link: (d) => `/dashboard/revisions?revision=${d.revisionId}&comment=${encodeURIComponent(d.commentId)}`,
  },
  ticket_reply_agency: { to: "client", category: "support", link: (d) => `/dashboard/support?tab=tickets&ticket=${d.ticketId}` },
  project_updated: { to: "client", category: "projects", link: () => "/dashboard" },
  project_ready: { to: "client", category: "projects", link: () => "/dashboard", urgent: true },
  milestone_approval_requested: { to: "client", category: "projects", link: () => "/dashboard" },
  feature_progress: { to: "client", category: "projects", link: () => "/dashboard/store" },
  subscription_failed: { to: "client", category: "billing", link: (d) => subscriptionScreen(d), urgent: true },
  subscription_ending: { to: "client", category: "billing", link: (d) => subscriptionScreen(d) },
  // To admins
  ticket_created: {
    to: "admin",
    heardWith: ["tickets.read"],
    category: "support",
    link: (d) => `/admin/support-tickets?ticket=${d.ticketId}`,
  },
  ticket_reply_client: {
    to: "admin",
    heardWith: ["tickets.read"],
    category: "support",
    link: (d) => `/admin/support-tickets?ticket=${d.ticketId}`,
  },
  revision_requested: {
    to: "admin",
    heardWith: ["revisions.read"],
    category: "revisions",
    link: (d) => `/admin/revisions/${d.revisionId}`,
  },
  revision_comment_reply_client: {
    to: "admin",
    heardWith: ["revisions.read"],
    category: "revisions",
    link: (d) => `/admin/revisions/${d.revisionId}?comment=${encodeURIComponent(d.commentId)}`,
  },
  milestone_approved: {
    to: "admin",
    heardWith: ["projects.read"],
    category: "revisions",
    link: (d) => `/admin/users/${d.clientId}`,
  },
  purchase_created: { to: "admin", heardWith: ["purchases.read"], category: "purchases", link: (d) => buyerScreen(d) },
  payment_failed: {
    to: "admin",
    heardWith: ["purchases.read", "invoices.write"],
    category: "purchases",
    link: (d) => buyerScreen(d),
    urgent: true,
  },
  sms_budget: { to: "admin", heardWith: ["settings.read"], category: "alerts", link: () => "/admin/dashboard" },
};

/** A feature subscription is managed in the store, premium in Settings. */
function subscriptionScreen(data: { purchaseId?: string }): string {
  return data.purchaseId ? "/dashboard/store" : "/dashboard/settings";
}

/** The buyer's purchases (a feature), or the client's page (premium; the admin list when the client is gone). */
function buyerScreen(data: { clientId: string; purchaseId?: string }): string {
  if (data.purchaseId) return `/admin/client-features?client=${data.clientId}`;
  return data.clientId ? `/admin/users/${data.clientId}` : "/admin/users";
}

/**
 * Who a kind is for: the client concerned, or the staff whose role holds one of `heardWith`
 * (decision 119; a role holding it only on assigned projects hears of their revisions). An agency
 * kind without `heardWith` does not compile.
 */
type Audience = { to: "client"; heardWith?: never } | { to: "admin"; heardWith: readonly [Capability, ...Capability[]] };

type KindSpec<Data> = Audience & {
  category: NotificationCategory;
  /** The path of the exact screen, from the event's data. */
  link: (data: Data) => string;
  /** Also sent by SMS to people who opted in. */
  urgent?: true;
};

/** A notification's link, typed by its kind. */
export function linkOf<K extends NotificationKind>(kind: K, data: NotificationPayloads[K]): string {
  return NOTIFICATION_KINDS[kind].link(data);
}
