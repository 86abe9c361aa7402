import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/** Assigns a ticket to an admin, or to nobody (`assigneeId: null`). */
export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ticketId, assigneeId }: { ticketId: string; assigneeId: string | null }, idempotencyKey: string) =>
      api.put("/admin/support-tickets/{id}/assignee", {
        params: { id: ticketId },
        idempotencyKey,
        // Made from the ticket as the admin's screen shows it (decision 075).
        ifMatchOf: "/admin/support-tickets/{id}",
        body: { assigneeId },
      }),
    // Refused because someone changed the ticket meanwhile: show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
      ]),
  });
}
