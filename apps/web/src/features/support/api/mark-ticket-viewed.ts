import { TICKET_VIEWED_REFRESH_DELAY_MS } from "@portal/shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./support-keys";

/** Records that the ticket was opened now, then refreshes lists and badges after 200 ms (the spec's delay). */
export function useMarkTicketViewed(as: "client" | "admin") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      api<void>(`${as === "admin" ? "/admin/support-tickets" : "/support/tickets"}/${encodeURIComponent(ticketId)}/view`, {
        method: "POST",
      }),
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: supportKeys.all }), TICKET_VIEWED_REFRESH_DELAY_MS);
    },
  });
}
