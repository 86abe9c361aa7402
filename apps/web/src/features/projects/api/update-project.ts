import type { UpdateProjectInput } from "@portal/shared/project-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { projectKeys } from "./query-keys";

/** One client's project with its ETag, as the admin's edit form is loaded from (decision 075). */
export const readVersionedProject = (clientId: string) =>
  api.versioned("/admin/clients/{clientId}/project", { params: { clientId } });

/**
 * Admin project edit (status, estimated delivery, demo URL): only the fields changed, with the
 * ETag of the version the form was loaded from (a 412 when another admin saved first).
 */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  const refresh = (clientId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.adminLists() }),
      queryClient.invalidateQueries({ queryKey: projectKeys.ofClient(clientId) }),
    ]);
  return useActionMutation({
    mutationFn: (
      { id, changes, etag }: { id: string; clientId: string; changes: UpdateProjectInput; etag?: string | null },
      idempotencyKey: string,
    ) => api.patch("/admin/projects/{id}", { params: { id }, idempotencyKey, ifMatch: etag, body: changes }),
    onSuccess: (project) => refresh(project.clientId),
    // A refused save means the lists show an older version: fetch the current one.
    onError: (_, { clientId }) => refresh(clientId),
  });
}
