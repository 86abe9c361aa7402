import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { toFormData } from "./attachments-form";
import { supportKeys } from "./query-keys";

/** Replies to a ticket as the client (`as: "client"`) or as the signed-in admin. */
export function useReplyToTicket(as: "client" | "admin") {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ ticketId, message, files }: { ticketId: string; message: string; files: File[] }, idempotencyKey: string) =>
      api.post(as === "admin" ? "/admin/support-tickets/{id}/replies" : "/support/tickets/{id}/replies", {
        params: { id: ticketId },
        idempotencyKey,
        body: toFormData({ message }, files),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: as === "admin" ? supportKeys.admin() : supportKeys.mine() }),
  });
}
