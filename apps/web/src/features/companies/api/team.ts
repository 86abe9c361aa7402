import type { ClientRights, InviteColleagueInput } from "@portal/shared/company-contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { companyKeys } from "./query-keys";

/** The people of the owner's company. */
export function useTeam() {
  return useQuery({ queryKey: companyKeys.team(), queryFn: () => api.get("/companies/team") });
}

function useTeamMutation<T>(mutationFn: (input: T, idempotencyKey: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.team() }),
  });
}

export const useInviteColleague = () =>
  useTeamMutation((input: InviteColleagueInput, idempotencyKey: string) =>
    api.post("/companies/team", { idempotencyKey, body: { ...input, phone: input.phone ?? "" } }),
  );

export const useChangeRights = () =>
  useTeamMutation(({ personId, rights }: { personId: string; rights: ClientRights }, idempotencyKey: string) =>
    api.patch("/companies/team/{personId}", { params: { personId }, idempotencyKey, body: { rights } }),
  );

export const useRemoveColleague = () =>
  useTeamMutation((personId: string, idempotencyKey: string) =>
    api.delete("/companies/team/{personId}", { params: { personId }, idempotencyKey }),
  );
