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
    api.post("/admin/projects/{projectId}/milestones/template", { params: { projectId }, idempotencyKey }),
  );
}

export function useCreateMilestone(projectId: string) {
  return useMilestonesChange(projectId, (input: CreateMilestoneInput, idempotencyKey) =>
    api.post("/admin/projects/{projectId}/milestones", { params: { projectId }, idempotencyKey, body: input }),
  );
}

export function useUpdateMilestone(projectId: string) {
  return useMilestonesChange(
    projectId,
    ({ milestone, changes }: { milestone: Milestone; changes: UpdateMilestoneInput }, idempotencyKey) =>
      api.patch("/admin/milestones/{id}", {
        params: { id: milestone.id },
        idempotencyKey,
        ifMatch: etagOf(milestone),
        body: changes,
      }),
  );
}

export function useReorderMilestones(projectId: string) {
  return useMilestonesChange(projectId, (ids: string[], idempotencyKey) =>
    api.put("/admin/projects/{projectId}/milestones/order", { params: { projectId }, idempotencyKey, body: { ids } }),
  );
}

export function useRemoveMilestone(projectId: string) {
  return useMilestonesChange(projectId, (milestone: Milestone, idempotencyKey) =>
    api.delete("/admin/milestones/{id}", {
      params: { id: milestone.id },
      idempotencyKey,
      ifMatch: etagOf(milestone),
    }),
  );
}

export function useRequestApproval(projectId: string) {
  return useMilestonesChange(
    projectId,
    ({ milestone, input }: { milestone: Milestone; input: ApprovalRequestInput }, idempotencyKey) =>
      api.post("/admin/milestones/{id}/approval-request", {
        params: { id: milestone.id },
        idempotencyKey,
        ifMatch: etagOf(milestone),
        body: input,
      }),
  );
}
