/** Query keys of the support center; invalidating `supportKeys.all` refreshes every support screen. */
export const supportKeys = {
  all: ["support"] as const,
  contact: ["support", "contact"] as const,
  myTickets: ["support", "my-tickets"] as const,
  myTicket: (id: string) => ["support", "my-tickets", id] as const,
  myUnreadCount: ["support", "unread-count"] as const,
  revisionOptions: ["support", "revision-options"] as const,
  adminTickets: (status: string) => ["support", "admin", "tickets", status] as const,
  adminTicket: (id: string) => ["support", "admin", "ticket", id] as const,
  adminUnreadCount: ["support", "admin", "unread-count"] as const,
};
