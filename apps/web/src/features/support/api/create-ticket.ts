import type { CreateTicketValues } from "@portal/shared/support-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFormData } from "./attachments-form";
import { supportKeys } from "./support-keys";

/** Opens a ticket with its image attachments. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, files }: { input: CreateTicketValues; files: File[] }) =>
      api<{ id: string; ticketNumber: number }>("/support/tickets", {
        method: "POST",
        body: toFormData({ subject: input.subject, message: input.message, revisionId: input.revisionId ?? "" }, files),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.myTickets }),
  });
}
