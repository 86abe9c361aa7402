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
} from "lucide-react";

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
}

type BadgeCounter = "invoices" | "support" | "revisions" | "commentReplies" | "features" | "tickets";

export const clientNav: NavItem[] = [
  { to: "/dashboard", labelKey: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/revisions", labelKey: "revisionRequests", icon: MessageSquareText, badge: "commentReplies" },
  { to: "/dashboard/invoices", labelKey: "invoices", icon: FileText, badge: "invoices" },
  { to: "/dashboard/store", labelKey: "featureStore", icon: ShoppingBag },
  { to: "/dashboard/support", labelKey: "support", icon: LifeBuoy, badge: "support" },
  { to: "/dashboard/settings", labelKey: "settings", icon: Settings },
];

export const adminNav: NavItem[] = [
  { to: "/admin/dashboard", labelKey: "dashboard", icon: LayoutDashboard },
  { to: "/admin/users", labelKey: "manageUsers", icon: Users },
  {
    to: "/admin/revision-requests",
    labelKey: "revisionRequests",
    icon: MessageSquareText,
    badge: ["revisions", "commentReplies"],
  },
  { to: "/admin/client-features", labelKey: "clientFeatures", icon: PackageCheck, badge: "features" },
  { to: "/admin/feature-store", labelKey: "featureStore", icon: ShoppingBag },
  { to: "/admin/invoices", labelKey: "invoices", icon: CreditCard },
  {
    to: "/admin/support-tickets",
    labelKey: "supportTickets",
    icon: LifeBuoy,
    badge: "tickets",
    assignedBadge: "assignedTickets",
  },
  { to: "/admin/activity", labelKey: "activity", icon: History },
  { to: "/admin/settings", labelKey: "settings", icon: Settings },
  { to: "/admin/dev-outbox", labelKey: "devOutbox", icon: Mail, only: "devOutbox" },
];
