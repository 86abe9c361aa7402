import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** E-mails a fresh set-password link to a person who has not set a password (older links stop working). */
export function useResendInvite() {
  return useActionMutation({
    mutationFn: (userId: string, idempotencyKey: string) =>
      api.post("/admin/users/{id}/resend-invite", { params: { id: userId }, idempotencyKey }),
  });
}
