import type { Capability } from "@portal/shared/agency-roles";
import type { CompanyMembership } from "@portal/shared/company-contracts";
import {
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessageSquareText,
  PackageCheck,
  Settings,
  ShoppingBag,
  Users,
  UsersRound,
} from "lucide-react";
import { type ClientAccess, companyAllows } from "@/features/companies";

export interface NavItem {
  to: string;
  /** Key in the `nav` namespace. */
  labelKey: string;
  icon: LucideIcon;
  /** Exact match only (area homes). */
  end?: boolean;
  /** Name of the unread counter shown as a badge (or several, added up), when the item has one. */
  badge?: BadgeCounter | readonly BadgeCounter[];
  /** A second counter beside the first: the admin's open tickets assigned to them. */
  assignedBadge?: "assignedTickets";
  /** Shown only when the portal has it: the dev outbox exists on the embedded default e-mail only. */
  only?: "devOutbox";
  /** An admin item shows only to agency roles holding this capability (decision 096). */
  capability?: Capability;
  /**
   * A client item shows only to the company's owner, or to a colleague given this right (decision
   * 106), or any one of these rights (decision 115).
   */
  clientAccess?: ClientAccess;
}

type BadgeCounter = "invoices" | "support" | "revisions" | "commentReplies" | "features" | "tickets";

export const clientNav: NavItem[] = [
  // The project and its demo: to see it, or to pin and request revisions on it.
  { to: "/dashboard", labelKey: "dashboard", icon: LayoutDashboard, end: true, clientAccess: ["project", "revisions"] },
  {
    to: "/dashboard/revisions",
    labelKey: "revisionRequests",
    icon: MessageSquareText,
    badge: "commentReplies",
    clientAccess: "revisions",
  },
  { to: "/dashboard/invoices", labelKey: "invoices", icon: FileText, badge: "invoices", clientAccess: "billing" },
  { to: "/dashboard/store", labelKey: "featureStore", icon: ShoppingBag, clientAccess: "billing" },
  { to: "/dashboard/support", labelKey: "support", icon: LifeBuoy, badge: "support", clientAccess: "support" },
  { to: "/dashboard/team", labelKey: "team", icon: UsersRound, clientAccess: "owner" },
  { to: "/dashboard/settings", labelKey: "settings", icon: Settings },
];

export const adminNav: NavItem[] = [
  { to: "/admin/dashboard", labelKey: "dashboard", icon: LayoutDashboard, capability: "dashboard.read" },
  { to: "/admin/users", labelKey: "manageUsers", icon: Users, capability: "users.read" },
  {
    to: "/admin/revision-requests",
    labelKey: "revisionRequests",
    icon: MessageSquareText,
    badge: ["revisions", "commentReplies"],
    capability: "revisions.read",
  },
  {
    to: "/admin/client-features",
    labelKey: "clientFeatures",
    icon: PackageCheck,
    badge: "features",
    capability: "purchases.read",
  },
  { to: "/admin/feature-store", labelKey: "featureStore", icon: ShoppingBag, capability: "store.write" },
  { to: "/admin/invoices", labelKey: "invoices", icon: CreditCard, capability: "invoices.read" },
  {
    to: "/admin/support-tickets",
    labelKey: "supportTickets",
    icon: LifeBuoy,
    badge: "tickets",
    assignedBadge: "assignedTickets",
    capability: "tickets.read",
  },
  { to: "/admin/activity", labelKey: "activity", icon: History, capability: "audit.read" },
  { to: "/admin/settings", labelKey: "settings", icon: Settings },
  { to: "/admin/dev-outbox", labelKey: "devOutbox", icon: Mail, only: "devOutbox", capability: "devtools.read" },
];

/** The first admin page an agency role may open: its home when it cannot use the dashboard. */
export function firstAdminPage(allowed: (capability: Capability) => boolean): string {
  return adminNav.find((item) => !item.capability || allowed(item.capability))?.to ?? "/admin/settings";
}

/**
 * May the person see a client item in the company their session acts for? Its owner sees all, a
 * colleague what their rights give; until the company is known, only the items everyone has.
 */
export function clientMayOpen(item: NavItem, company: CompanyMembership | undefined): boolean {
  if (!item.clientAccess) return true;
  return company ? companyAllows(item.clientAccess, company) : false;
}

/**
 * The first client page the person may use in their company: the dashboard, else invoices,
 * the store, support (in the navigation's order), else their settings (decision 115).
 */
export function firstClientPage(company: CompanyMembership): string {
  return clientNav.find((item) => companyAllows(item.clientAccess, company))?.to ?? "/dashboard/settings";
}
