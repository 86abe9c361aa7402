import type { PasskeySummary } from "@portal/shared/passkey-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { authKeys, useMe } from "@/features/auth";
import { errorMessage } from "@/lib/error-message";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { changePasskey, passkeysQuery, usePasskeys } from "../api/passkeys";
import { PasskeyNameForm } from "./passkey-name-form";

/** "Passkeys": add one, and rename or remove each (decision 113). */
export function PasskeysCard() {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const { data, isPending, isError } = usePasskeys();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  const nameOf = (p: PasskeySummary) => p.name ?? t("passkeys.unnamed");

  async function run(change: Parameters<typeof changePasskey>[0], done: string, failed: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const failure = await changePasskey(change);
      if (failure) {
        setError(errorMessage(t, failure, failed));
        return false;
      }
      toast.success(done);
      return true;
    } catch (thrown) {
      setError(errorMessage(t, thrown, failed));
      return false;
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function add() {
    if (await run({ add: true }, t("passkeys.added"), t("passkeys.addFailed"))) {
      // Adding a passkey does not change this session; the agency's rule still reads it.
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    }
  }

  async function rename(event: FormEvent, id: string, name: string) {
    event.preventDefault();
    if (await run({ id, name: name.trim() }, t("passkeys.renamed"), t("passkeys.renameFailed"))) setRenaming(null);
  }

  async function remove() {
    if (!removing) return;
    if (await run({ id: removing.id, remove: true }, t("passkeys.removed"), t("passkeys.removeFailed"))) setRemoving(null);
  }

  const passkeys = data?.passkeys ?? [];
  return (
    <Card aria-labelledby="passkeys-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="passkeys-title">{t("passkeys.title")}</CardTitle>
          <CardDescription>{t("passkeys.description")}</CardDescription>
        </div>
        <Button onClick={add} disabled={busy}>
          {t("passkeys.add")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {me?.secondFactorMissing && <p className="text-sm text-slate-700">{t("passkeys.staffHint")}</p>}
        {error && <ErrorBox>{error}</ErrorBox>}
        {isPending && <Spinner label={t("common:loading")} />}
        {isError && <p role="alert">{t("passkeys.loadFailed")}</p>}
        {data && passkeys.length === 0 && <p className="text-sm text-slate-600">{t("passkeys.none")}</p>}
        {passkeys.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                {renaming === p.id ? (
                  <PasskeyNameForm
                    initial={p.name ?? ""}
                    busy={busy}
                    onSubmit={(event, name) => rename(event, p.id, name)}
                    onCancel={() => setRenaming(null)}
                  />
                ) : (
                  <>
                    <div className="flex flex-col">
                      <span className="font-medium">{nameOf(p)}</span>
                      <span className="text-sm text-slate-600">
                        {t("passkeys.addedOn", { date: formatDate(p.createdAt, "long") })}
                      </span>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        aria-label={t("passkeys.renameOne", { name: nameOf(p) })}
                        onClick={() => setRenaming(p.id)}
                        disabled={busy}
                      >
                        {t("passkeys.rename")}
                      </Button>
                      <Button
                        variant="outline"
                        aria-label={t("passkeys.removeOne", { name: nameOf(p) })}
                        onClick={() => setRemoving(p)}
                        disabled={busy}
                      >
                        {t("passkeys.remove")}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("passkeys.removeTitle")}
        description={t("passkeys.removeDescription", { name: removing ? nameOf(removing) : "" })}
        confirmLabel={t("passkeys.remove")}
        onConfirm={remove}
        busy={busy}
        destructive
      />
    </Card>
  );
}
