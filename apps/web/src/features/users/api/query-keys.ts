import type { Role } from "@portal/shared/constants";

/** Query keys of the admin's people screens. */
export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (role: Role, search: string, page: number) => [...userKeys.lists(), { role, search, page }] as const,
  detail: (userId: string) => [...userKeys.all, "detail", userId] as const,
};
