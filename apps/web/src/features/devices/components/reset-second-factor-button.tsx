import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useResetSecondFactor } from "../api/devices";
import { ConfirmedActionButton } from "./confirmed-action-button";

/**
 * The admin user page's "Reset second factor" (decision 114): removes the person's authenticator
 * app and recovery codes after confirmation, so they can sign in and set up a new one.
 */
export function ResetSecondFactorButton({ userId, label }: { userId: string; label: string }) {
  const { t } = useTranslation("users");
  const [open, setOpen] = useState(false);
  const reset = useResetSecondFactor();
  const confirm = () =>
    reset.mutate(userId, {
      onSuccess: (answer) => {
        setOpen(false);
        if (answer.reset) toast.success(t("resetSecondFactor.done", { name: label }));
        else toast.info(t("resetSecondFactor.none", { name: label }));
      },
      onError: (error) =>
        toast.error(t("resetSecondFactor.failed"), { description: errorMessage(t, error, t("common:unexpectedError")) }),
    });
  return (
    <ConfirmedActionButton
      label={t("resetSecondFactor.action")}
      open={open}
      onOpenChange={setOpen}
      title={t("resetSecondFactor.title")}
      description={bidiText((v) => t("resetSecondFactor.description", v), { name: label })}
      confirmLabel={reset.isPending ? t("resetSecondFactor.resetting") : t("resetSecondFactor.confirm")}
      busy={reset.isPending}
      onConfirm={confirm}
    />
  );
}
