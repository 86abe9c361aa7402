import { TICKET_VIEWED_REFRESH_DELAY_MS } from "@portal/shared/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/**
 * Records that the ticket was opened now. The sidebar badge is refetched at once (it would
 * otherwise wait for its 30 s poll); lists and the tab badge refresh after the spec's 200 ms.
 */
export function useMarkTicketViewed(as: "client" | "admin") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      as === "admin"
        ? api.post("/admin/support-tickets/{id}/view", { params: { id: ticketId } })
        : api.post("/support/tickets/{id}/view", { params: { id: ticketId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: as === "admin" ? supportKeys.admin() : supportKeys.mine() }),
        TICKET_VIEWED_REFRESH_DELAY_MS,
      );
    },
  });
}
