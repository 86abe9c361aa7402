import type { Project, UpdateProjectInput } from "@portal/shared/project-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Admin project edit (status, estimated delivery, demo URL). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProjectInput }, idempotencyKey: string) =>
      api<Project>(`/admin/projects/${id}`, { method: "PATCH", idempotencyKey, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
