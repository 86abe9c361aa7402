import type { ApproveMilestoneInput } from "@portal/shared/milestone-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { milestoneKeys } from "./query-keys";

/** The client signs a milestone off with their typed full name. */
export function useApproveMilestone() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, input }: { id: string; input: ApproveMilestoneInput }, idempotencyKey) =>
      api.post("/milestones/{id}/approve", { params: { id }, idempotencyKey, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestoneKeys.mine() }),
  });
}

/** Ties the revision request just sent to the milestone it answers. */
export function useRequestMilestoneChanges() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, revisionId }: { id: string; revisionId: string }, idempotencyKey) =>
      api.post("/milestones/{id}/changes", { params: { id }, idempotencyKey, body: { revisionId } }),
    onSuccess: (data) => queryClient.setQueryData(milestoneKeys.mine(), data),
  });
}
