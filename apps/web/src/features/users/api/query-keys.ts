import type { Role } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";

/** Query keys of the admin's people screens. */
export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (role: Role, search: string, page: number, sort: SortOrder, assigned?: "me") =>
    [...userKeys.lists(), { role, search, page, ...sort, assigned }] as const,
  detail: (userId: string) => [...userKeys.all, "detail", userId] as const,
};
