import type { Role } from "@portal/shared/constants";
import type { SortOrder } from "@portal/shared/pagination";
import type { UserListResponse } from "@portal/shared/users-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "./query-keys";

const usersQueryOptions = (role: Role, search: string, page: number, sort: SortOrder) =>
  queryOptions({
    queryKey: userKeys.list(role, search, page, sort),
    queryFn: () =>
      api<UserListResponse>(
        `/admin/users?${new URLSearchParams({ role, page: String(page), ...sort, ...(search ? { search } : {}) })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useUsers(role: Role, search: string, page: number, sort: SortOrder) {
  return useQuery(usersQueryOptions(role, search, page, sort));
}
