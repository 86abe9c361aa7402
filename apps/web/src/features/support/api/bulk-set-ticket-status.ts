import type { TicketBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/** Admins move the chosen tickets to one status: all or none. The "assigned to me" badge counts open ones, so it refetches too. */
export function useBulkSetTicketStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: TicketBulkStatusRequest, idempotencyKey: string) =>
      api.post("/admin/support-tickets/bulk/status", { body, idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
      ]),
  });
}
