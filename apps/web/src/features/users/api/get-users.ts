import type { Role } from "@portal/shared/constants";
import type { UserListResponse } from "@portal/shared/users-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "./query-keys";

export const usersQueryOptions = (role: Role, search: string, page: number) =>
  queryOptions({
    queryKey: userKeys.list(role, search, page),
    queryFn: () =>
      api<UserListResponse>(`/admin/users?${new URLSearchParams({ role, page: String(page), ...(search ? { search } : {}) })}`),
    placeholderData: keepPreviousData,
  });

export function useUsers(role: Role, search: string, page: number) {
  return useQuery(usersQueryOptions(role, search, page));
}
