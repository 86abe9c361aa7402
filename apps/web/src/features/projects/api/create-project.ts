import type { Project } from "@portal/shared/project-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Admin "Create Project" for a client without one. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => api<Project>("/admin/projects", { method: "POST", body: { clientId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
