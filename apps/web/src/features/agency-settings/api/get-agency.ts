import type { AgencySettingsResponse } from "@portal/shared/agency-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { agencyKeys } from "./query-keys";

/**
 * What any page may show of the agency (name, colour, logo, landing, support, premium, region).
 * @public
 */
export const publicAgencyQueryOptions = queryOptions({
  queryKey: agencyKeys.public(),
  queryFn: () => api.get("/agency"),
  staleTime: 5 * 60_000,
});

/** @public */
export function useAgency() {
  return useQuery(publicAgencyQueryOptions);
}

/** The settings as read, with the ETag of that version (decision 084). */
export type LoadedAgencySettings = AgencySettingsResponse & { etag: string | null };

/** Every setting, for Settings -> Agency (admins). */
export function useAgencySettings() {
  return useQuery({
    queryKey: agencyKeys.admin(),
    queryFn: async (): Promise<LoadedAgencySettings> => {
      const { data, etag } = await api.versioned("/admin/agency-settings");
      return { ...data, etag };
    },
  });
}

/** Whether the portal still waits for its first admin (then every page leads to /setup). */
export function useSetupStatus(enabled = true) {
  return useQuery({
    queryKey: agencyKeys.setup(),
    queryFn: () => api.get("/setup"),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
