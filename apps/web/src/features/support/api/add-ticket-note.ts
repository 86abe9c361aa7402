import type { TicketNote } from "@portal/shared/support-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/** Adds an internal note to a ticket (admins only; the client never sees it). */
export function useAddTicketNote() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ticketId, message }: { ticketId: string; message: string }, idempotencyKey: string) =>
      api<TicketNote>(`/admin/support-tickets/${encodeURIComponent(ticketId)}/notes`, {
        method: "POST",
        idempotencyKey,
        body: { message },
      }),
    onSuccess: (_note, { ticketId }) => queryClient.invalidateQueries({ queryKey: supportKeys.adminTicket(ticketId) }),
  });
}
