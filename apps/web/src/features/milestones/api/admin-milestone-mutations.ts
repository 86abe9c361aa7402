import type {
  ApprovalRequestInput,
  CreateMilestoneInput,
  Milestone,
  MilestonesResponse,
  UpdateMilestoneInput,
} from "@portal/shared/milestone-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { milestoneKeys } from "./query-keys";

/** The If-Match of a change made from the milestone as listed (decision 075). */
const etagOf = (milestone: Pick<Milestone, "version">) => `"${milestone.version}"`;

/** A change to one project's milestones: the answer is the list as it is now (a refusal refetches it). */
function useMilestonesChange<TVariables>(
  projectId: string,
  send: (variables: TVariables, idempotencyKey: string) => Promise<MilestonesResponse>,
) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(milestoneKeys.ofProject(projectId), data),
    onError: () => queryClient.invalidateQueries({ queryKey: milestoneKeys.ofProject(projectId) }),
  });
}

export function useCreateFromTemplate(projectId: string) {
  // biome-ignore lint/suspicious/noConfusingVoidType: TanStack's mutate() takes no argument only when its variables are void
  return useMilestonesChange(projectId, (_: void, idempotencyKey) =>
    api<MilestonesResponse>(`/admin/projects/${projectId}/milestones/template`, { method: "POST", idempotencyKey }),
  );
}

export function useCreateMilestone(projectId: string) {
  return useMilestonesChange(projectId, (input: CreateMilestoneInput, idempotencyKey) =>
    api<MilestonesResponse>(`/admin/projects/${projectId}/milestones`, { method: "POST", idempotencyKey, body: input }),
  );
}

export function useUpdateMilestone(projectId: string) {
  return useMilestonesChange(
    projectId,
    ({ milestone, changes }: { milestone: Milestone; changes: UpdateMilestoneInput }, idempotencyKey) =>
      api<MilestonesResponse>(`/admin/milestones/${milestone.id}`, {
        method: "PATCH",
        idempotencyKey,
        ifMatch: etagOf(milestone),
        body: changes,
      }),
  );
}

export function useReorderMilestones(projectId: string) {
  return useMilestonesChange(projectId, (ids: string[], idempotencyKey) =>
    api<MilestonesResponse>(`/admin/projects/${projectId}/milestones/order`, { method: "PUT", idempotencyKey, body: { ids } }),
  );
}

export function useRemoveMilestone(projectId: string) {
  return useMilestonesChange(projectId, (milestone: Milestone, idempotencyKey) =>
    api<MilestonesResponse>(`/admin/milestones/${milestone.id}`, {
      method: "DELETE",
      idempotencyKey,
      ifMatch: etagOf(milestone),
    }),
  );
}

export function useRequestApproval(projectId: string) {
  return useMilestonesChange(
    projectId,
    ({ milestone, input }: { milestone: Milestone; input: ApprovalRequestInput }, idempotencyKey) =>
      api<MilestonesResponse>(`/admin/milestones/${milestone.id}/approval-request`, {
        method: "POST",
        idempotencyKey,
        ifMatch: etagOf(milestone),
        body: input,
      }),
  );
}
