import type { TicketStatus } from "@portal/shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./support-keys";

/** Admins move a ticket to another status. */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, status }: { ticketId: string; status: TicketStatus }) =>
      api<{ id: string; status: TicketStatus }>(`/admin/support-tickets/${encodeURIComponent(ticketId)}`, {
        method: "PATCH",
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
