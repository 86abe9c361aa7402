import type { Project, UpdateProjectInput } from "@portal/shared/project-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { projectKeys } from "./query-keys";

/** Admin project edit (status, estimated delivery, demo URL). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProjectInput }, idempotencyKey: string) =>
      api<Project>(`/admin/projects/${id}`, { method: "PATCH", idempotencyKey, body: changes }),
    onSuccess: (project) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.adminLists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.ofClient(project.clientId) }),
      ]),
  });
}
