import type { Role } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { USER_SORT } from "@portal/shared/users-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "./query-keys";

type UserSortOrder = SortOrder<(typeof USER_SORT.keys)[number]>;

const usersQueryOptions = (role: Role, search: string, page: number, sort: UserSortOrder, assigned?: "me") =>
  queryOptions({
    queryKey: userKeys.list(role, search, page, sort, assigned),
    queryFn: () => api.get("/admin/users", { query: { role, page, ...sort, search, assigned } }),
    placeholderData: keepPreviousData,
  });

/** One page of people; `assigned: "me"` keeps the clients whose project is assigned to the signed-in staff member. */
export function useUsers(role: Role, search: string, page: number, sort: UserSortOrder, assigned?: "me", enabled = true) {
  return useQuery({ ...usersQueryOptions(role, search, page, sort, assigned), enabled });
}
