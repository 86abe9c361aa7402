import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useEndAllSessions } from "../api/devices";
import { ConfirmedActionButton } from "./confirmed-action-button";

/** The admin user page's "End all sessions": signs the person out everywhere, after confirmation. */
export function EndSessionsButton({ userId, label }: { userId: string; label: string }) {
  const { t } = useTranslation("users");
  const [open, setOpen] = useState(false);
  const endAll = useEndAllSessions();
  const confirm = () =>
    endAll.mutate(userId, {
      onSuccess: ({ ended }) => {
        setOpen(false);
        toast.success(t("endSessions.done", { count: ended }));
      },
      onError: (error) =>
        toast.error(t("endSessions.failed"), { description: errorMessage(t, error, t("common:unexpectedError")) }),
    });
  return (
    <ConfirmedActionButton
      label={t("endSessions.action")}
      open={open}
      onOpenChange={setOpen}
      title={t("endSessions.title")}
      description={bidiText((v) => t("endSessions.description", v), { name: label })}
      confirmLabel={endAll.isPending ? t("endSessions.ending") : t("endSessions.confirm")}
      busy={endAll.isPending}
      onConfirm={confirm}
    />
  );
}
