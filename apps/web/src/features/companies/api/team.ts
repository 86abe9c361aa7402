import type { ClientRights, InviteColleagueInput, TeamMember } from "@portal/shared/company-contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { companyKeys } from "./query-keys";

/**
 * Whose team a screen manages (decision 114): the signed-in owner's own (no `clientId`), or a
 * client's from the admin's user page. Either way a change of a colleague sends the version of
 * their row the screen showed (the member's `etag`) as If-Match (decision 120).
 */
export interface TeamScope {
  clientId?: string;
  /** A role that reads people but does not change them (users.read without users.write). */
  readOnly?: boolean;
}

/** The people of the owner's company. */
export function useTeam() {
  return useQuery({ queryKey: companyKeys.team(), queryFn: () => api.get("/companies/team") });
}

/** A client's company as an admin sees it: its people, and the companies the client is a colleague in. */
export function useClientTeam(clientId: string) {
  return useQuery({
    queryKey: companyKeys.team(clientId),
    queryFn: () => api.get("/admin/users/{id}/team", { params: { id: clientId } }),
  });
}

function useTeamMutation<T>(scope: TeamScope, mutationFn: (input: T, idempotencyKey: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn,
    // A refusal (another admin's change, a colleague already gone) shows the team as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.team(scope.clientId) }),
  });
}

export const useInviteColleague = (scope: TeamScope) =>
  useTeamMutation(scope, (input: InviteColleagueInput, idempotencyKey: string) => {
    const body = { ...input, phone: input.phone ?? "" };
    return scope.clientId
      ? api.post("/admin/users/{id}/team", { params: { id: scope.clientId }, idempotencyKey, body })
      : api.post("/companies/team", { idempotencyKey, body });
  });

/** A change made from `ifMatch`: the member's version as listed, or the current one a conflict named. */
interface ColleagueChange {
  member: TeamMember;
  ifMatch: string;
}

export const useChangeRights = (scope: TeamScope) =>
  useTeamMutation(scope, ({ member, ifMatch, rights }: ColleagueChange & { rights: ClientRights }, idempotencyKey: string) => {
    const { personId } = member;
    return scope.clientId
      ? api.patch("/admin/users/{id}/team/{personId}", {
          params: { id: scope.clientId, personId },
          idempotencyKey,
          ifMatch,
          body: { rights },
        })
      : api.patch("/companies/team/{personId}", { params: { personId }, idempotencyKey, ifMatch, body: { rights } });
  });

export const useRemoveColleague = (scope: TeamScope) =>
  useTeamMutation(scope, ({ member: { personId }, ifMatch }: ColleagueChange, idempotencyKey: string) =>
    scope.clientId
      ? api.delete("/admin/users/{id}/team/{personId}", { params: { id: scope.clientId, personId }, idempotencyKey, ifMatch })
      : api.delete("/companies/team/{personId}", { params: { personId }, idempotencyKey, ifMatch }),
  );
