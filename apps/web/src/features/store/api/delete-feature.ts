import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { storeKeys } from "./query-keys";

export function useDeleteFeature() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      api.delete("/admin/store/features/{id}", { params: { id }, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.features() }),
  });
}
