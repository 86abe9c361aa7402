import type { CreateTicketValues } from "@portal/shared/support-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { toFormData } from "./attachments-form";
import { supportKeys } from "./query-keys";

/** Opens a ticket with its image attachments. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ input, files }: { input: CreateTicketValues; files: File[] }, idempotencyKey: string) =>
      api.post("/support/tickets", {
        idempotencyKey,
        body: toFormData({ subject: input.subject, message: input.message, revisionId: input.revisionId ?? "" }, files),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.myLists() }),
  });
}
