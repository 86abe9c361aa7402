import type { Profile } from "@portal/shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

/** The signed-in person, or null when nobody is signed in. */
export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Profile | null> => {
    try {
      return await api<Profile>("/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
