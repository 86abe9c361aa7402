import type { RevisionStatus } from "@portal/shared/constants";
import type { Revision } from "@portal/shared/revision-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function useUpdateRevisionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RevisionStatus }) =>
      api<Revision>(`/admin/revisions/${id}`, { method: "PATCH", body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
