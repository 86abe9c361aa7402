import { Mail } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useResendInvite } from "../api/resend-invite";

/** For a person who has not set a password: a fresh invitation link, after a confirmation. */
export function ResendInviteButton({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation("users");
  const [open, setOpen] = useState(false);
  const resend = useResendInvite();

  async function confirm() {
    try {
      await resend.mutateAsync(userId);
      toast.success(t("inviteResent", { email }));
      setOpen(false);
    } catch (error) {
      toast.error(t("inviteResendFailed"), { description: errorMessage(t, error, t("common:unexpectedError")) });
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" />
        {t("resendInvite")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("resendInviteTitle")}
        description={t("resendInviteDescription", { email })}
        confirmLabel={t("resendInviteConfirm")}
        busy={resend.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
