import type { AdminPasskeySummary } from "@portal/shared/passkey-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { usePersonPasskeys, useRemovePersonPasskey } from "../api/devices";

/**
 * A person's passkeys on their admin page (decision 119): name, when added and last used, and
 * "Remove" after confirmation for a role that manages the person's sign-in.
 */
export function PersonPasskeysCard({ userId, label, canRemove }: { userId: string; label: string; canRemove: boolean }) {
  const { t } = useTranslation("users");
  const { data, isPending, isError } = usePersonPasskeys(userId);
  const remove = useRemovePersonPasskey(userId);
  const [removing, setRemoving] = useState<AdminPasskeySummary | null>(null);
  const nameOf = (p: AdminPasskeySummary) => p.name || t("personPasskeys.unnamed");
  const confirm = () => {
    if (!removing) return;
    const name = nameOf(removing);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t("personPasskeys.removed", { name, person: label }));
      },
      onError: (error) =>
        toast.error(t("personPasskeys.failed"), { description: errorMessage(t, error, t("common:unexpectedError")) }),
    });
  };
  const passkeys = data?.passkeys ?? [];
  return (
    <Card aria-labelledby="person-passkeys-title">
      <CardHeader>
        <CardTitle id="person-passkeys-title">{t("personPasskeys.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isPending && <Spinner label={t("common:loading")} />}
        {isError && <p role="alert">{t("personPasskeys.loadFailed")}</p>}
        {data && passkeys.length === 0 && <p className="text-sm text-slate-600">{t("personPasskeys.none")}</p>}
        {passkeys.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex flex-col">
                  <span className="font-medium">{nameOf(p)}</span>
                  <span className="text-sm text-slate-600">
                    {t("personPasskeys.addedOn", { date: formatDate(p.createdAt, "long") })}
                    {" · "}
                    {p.lastUsedAt
                      ? t("personPasskeys.lastUsed", { date: formatDate(p.lastUsedAt, "long") })
                      : t("personPasskeys.neverUsed")}
                  </span>
                </div>
                {canRemove && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("personPasskeys.removeOne", { name: nameOf(p) })}
                    onClick={() => setRemoving(p)}
                    disabled={remove.isPending}
                  >
                    {t("personPasskeys.remove")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("personPasskeys.removeTitle")}
        description={t("personPasskeys.removeDescription", { name: removing ? nameOf(removing) : "", person: label })}
        confirmLabel={t("personPasskeys.remove")}
        onConfirm={confirm}
        busy={remove.isPending}
        destructive
      />
    </Card>
  );
}
