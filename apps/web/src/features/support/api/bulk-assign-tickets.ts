import type { TicketBulkAssignRequest } from "@portal/shared/bulk-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/**
 * Admins assign the chosen tickets to one admin, or to nobody: all or none. The lists and the
 * "assigned to me" badge are refetched before the call resolves, so neither lags behind.
 */
export function useBulkAssignTickets() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: TicketBulkAssignRequest, idempotencyKey: string) =>
      api.post("/admin/support-tickets/bulk/assignee", { body, idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
      ]),
  });
}
