import type { UserDetail } from "@portal/shared/users-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { userKeys } from "./query-keys";

/** One person for the admin's user page; null when they do not exist. */
const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: async (): Promise<UserDetail | null> => {
      try {
        return await api.get("/admin/users/{id}", { params: { id: userId } });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
