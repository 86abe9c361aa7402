import type { TicketStatus } from "@portal/shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/** Admins move a ticket to another status (which may take it off or onto the "assigned to me" badge). */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ticketId, status }: { ticketId: string; status: TicketStatus }, idempotencyKey: string) =>
      api.patch("/admin/support-tickets/{id}", {
        params: { id: ticketId },
        idempotencyKey,
        // Made from the ticket as the admin's screen shows it (decision 075).
        ifMatchOf: "/admin/support-tickets/{id}",
        body: { status },
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
