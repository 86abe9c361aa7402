import type { Profile } from "@portal/shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { rememberRole } from "@/lib/session-hint";
import { announceSessionEnded } from "./announce-session-ended";
import { authKeys } from "./query-keys";
import { noteSession } from "./sign-out-intent";

/** The signed-in person, or null when nobody is signed in. */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me(),
  queryFn: async (): Promise<Profile | null> => {
    const { profile } = await api.get("/session");
    rememberRole(profile?.role ?? null);
    if (noteSession(profile !== null)) announceSessionEnded();
    return profile;
  },
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
