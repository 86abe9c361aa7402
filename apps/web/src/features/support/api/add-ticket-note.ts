import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { supportKeys } from "./query-keys";

/** Adds an internal note to a ticket (admins only; the client never sees it). */
export function useAddTicketNote() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ticketId, message }: { ticketId: string; message: string }, idempotencyKey: string) =>
      api.post("/admin/support-tickets/{id}/notes", {
        params: { id: ticketId },
        idempotencyKey,
        body: { message },
      }),
    onSuccess: (_note, { ticketId }) => queryClient.invalidateQueries({ queryKey: supportKeys.adminTicket(ticketId) }),
  });
}
