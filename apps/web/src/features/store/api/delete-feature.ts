import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

export function useDeleteFeature() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      api<void>(`/admin/store/features/${encodeURIComponent(id)}`, { method: "DELETE", idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.features() }),
  });
}
