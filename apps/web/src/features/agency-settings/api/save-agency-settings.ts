import type { AgencySettings, AgencySettingsGroup } from "@portal/shared/agency-settings";
import type { SetupRequest } from "@portal/shared/setup-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { agencyKeys } from "./query-keys";

export interface GroupSave<G extends AgencySettingsGroup = AgencySettingsGroup> {
  group: G;
  value: AgencySettings[G];
}

/** Saves one group; the screen and every page showing the agency refetch. */
export function useSaveAgencyGroup() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ group, value }: GroupSave, idempotencyKey: string) =>
      api.put("/admin/agency-settings/{group}", { params: { group }, idempotencyKey, body: value }),
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
    mutationFn: (file: File | null, idempotencyKey: string) => {
      if (!file) return api.delete("/admin/agency-settings/logo", { idempotencyKey });
      const form = new FormData();
      form.set("logo", file);
      return api.post("/admin/agency-settings/logo", { idempotencyKey, body: form });
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
