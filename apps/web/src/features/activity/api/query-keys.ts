import type { AuditListQuery } from "@portal/shared/audit-contracts";

/** Query keys of the Activity screen and the user page's history. */
export const activityKeys = {
  all: ["activity"] as const,
  list: (query: AuditListQuery) => [...activityKeys.all, "list", query] as const,
};
