import type { SortOrder } from "@portal/shared/pagination";
import type { AdminTicketFilter, TicketAssignmentFilter } from "@portal/shared/support-contracts";

/**
 * Query keys of the support center: `mine()` covers every screen of the client's side, `admin()`
 * every screen of the admin's side, `all` both.
 */
export const supportKeys = {
  all: ["support"] as const,
  revisionOptions: () => [...supportKeys.all, "revision-options"] as const,
  mine: () => [...supportKeys.all, "mine"] as const,
  myLists: () => [...supportKeys.mine(), "list"] as const,
  myList: (page: number) => [...supportKeys.myLists(), page] as const,
  myTicket: (id: string) => [...supportKeys.mine(), "ticket", id] as const,
  myUnreadCount: () => [...supportKeys.mine(), "unread-count"] as const,
  admin: () => [...supportKeys.all, "admin"] as const,
  adminList: (status: AdminTicketFilter, assigned: TicketAssignmentFilter, page: number, sort: SortOrder) =>
    [...supportKeys.admin(), "list", status, assigned, page, sort] as const,
  assignees: () => [...supportKeys.admin(), "assignees"] as const,
  adminTicket: (id: string) => [...supportKeys.admin(), "ticket", id] as const,
  adminUnreadCount: () => [...supportKeys.admin(), "unread-count"] as const,
};
