import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { projectKeys } from "./query-keys";

/** Admin "Create Project" for a client without one. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (clientId: string, idempotencyKey: string) => api.post("/admin/projects", { idempotencyKey, body: { clientId } }),
    onSuccess: (_, clientId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.adminLists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.ofClient(clientId) }),
      ]),
  });
}
