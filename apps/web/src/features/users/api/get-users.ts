import type { Role } from "@portal/shared/constants";
import type { UserListResponse } from "@portal/shared/users-contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const usersQueryOptions = (role: Role, search: string) =>
  queryOptions({
    queryKey: ["admin", "users", role, search],
    queryFn: () => api<UserListResponse>(`/admin/users?${new URLSearchParams({ role, ...(search ? { search } : {}) })}`),
    placeholderData: keepPreviousData,
  });

export function useUsers(role: Role, search: string) {
  return useQuery(usersQueryOptions(role, search));
}
