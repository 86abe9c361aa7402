import type { AgencySettings, AgencySettingsGroup, AgencySettingsResponse } from "@portal/shared/agency-settings";
import type { SetupRequest } from "@portal/shared/setup-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api, type Versioned } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import type { LoadedAgencySettings } from "./get-agency";
import { agencyKeys } from "./query-keys";

export interface GroupSave<G extends AgencySettingsGroup = AgencySettingsGroup> {
  group: G;
  /** Only the fields the person changed; the server keeps the others (decision 084). */
  changes: Partial<AgencySettings[G]>;
  /** The ETag of the version the form was loaded from. */
  ifMatch: string | null;
}

const withEtag = ({ data, etag }: Versioned<AgencySettingsResponse>): LoadedAgencySettings => ({ ...data, etag });

/** Saves one group; the screen and every page showing the agency refetch. */
export function useSaveAgencyGroup() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async ({ group, changes, ifMatch }: GroupSave, idempotencyKey: string) =>
      withEtag(
        await api.versionedChange("put", "/admin/agency-settings/{group}", {
          params: { group },
          idempotencyKey,
          ifMatch,
          body: changes,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(agencyKeys.admin(), saved);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.public() });
    },
  });
}

/** Uploads a new logo (or removes it with `null`). */
export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async (file: File | null, idempotencyKey: string) => {
      if (!file) {
        return withEtag(await api.versionedChange("delete", "/admin/agency-settings/logo", { idempotencyKey }));
      }
      const form = new FormData();
      form.set("logo", file);
      return withEtag(await api.versionedChange("post", "/admin/agency-settings/logo", { idempotencyKey, body: form }));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(agencyKeys.admin(), saved);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.public() });
    },
  });
}

/** The first-run set-up. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: SetupRequest, idempotencyKey: string) => api.post("/setup", { idempotencyKey, body }),
    onSuccess: () => {
      queryClient.setQueryData(agencyKeys.setup(), { required: false });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.public() });
    },
  });
}
