import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authKeys, useMe } from "@/features/auth";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrolment } from "./totp-enrolment";

type Stage = { step: "idle" } | { step: "scan"; uri: string; codes: string[] } | { step: "codes"; codes: string[] };

/** "Sign-in security": the person's authenticator app (TOTP) and recovery codes (decision 108). */
export function SecurityCard() {
  const { t } = useTranslation("settings");
  const id = useId();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [stage, setStage] = useState<Stage>({ step: "idle" });
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: authKeys.me() });
  const withPassword = password ? { password } : {};

  async function start() {
    setBusy(true);
    setError(null);
    const { data, error: enableError } = await authClient.twoFactor.enable({
      ...withPassword,
      issuer: document.title || undefined,
    });
    setBusy(false);
    if (enableError) {
      // A person who set a password confirms the change with it.
      if (enableError.code === "INVALID_PASSWORD" && password === null) setPassword("");
      else setError(errorMessage(t, enableError, t("common:unexpectedError")));
      return;
    }
    if (data && "totpURI" in data && data.totpURI) setStage({ step: "scan", uri: data.totpURI, codes: data.backupCodes ?? [] });
  }

  async function remove() {
    setBusy(true);
    const { error: disableError } = await authClient.twoFactor.disable(withPassword);
    setBusy(false);
    if (disableError) {
      if (disableError.code === "INVALID_PASSWORD" && password === null) setPassword("");
      toast.error(t("security.removeFailed"), { description: errorMessage(t, disableError, t("common:unexpectedError")) });
      return;
    }
    setRemoving(false);
    setPassword(null);
    toast.success(t("security.removed"));
    await refreshMe();
  }

  return (
    <Card aria-labelledby="security-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="security-title">{t("security.title")}</CardTitle>
          <CardDescription>{t("security.description")}</CardDescription>
        </div>
        <Badge tone={me?.twoFactorEnabled ? "green" : "gray"}>
          {me?.twoFactorEnabled ? t("security.on") : t("security.off")}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {me?.secondFactorMissing && <ErrorBox>{t("errors:second_factor_required")}</ErrorBox>}
        {password !== null && stage.step === "idle" && (
          <div className="flex max-w-xs flex-col gap-2">
            <Label htmlFor={`${id}-password`}>{t("security.password")}</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        )}
        {error && <ErrorBox>{error}</ErrorBox>}
        {stage.step === "idle" && !me?.twoFactorEnabled && (
          <Button className="self-start" onClick={start} disabled={busy}>
            {t("security.setUp")}
          </Button>
        )}
        {stage.step === "idle" && me?.twoFactorEnabled && (
          <Button variant="outline" className="self-start" onClick={() => setRemoving(true)} disabled={busy}>
            {t("security.remove")}
          </Button>
        )}
        {stage.step === "scan" && (
          <TotpEnrolment
            uri={stage.uri}
            onCancel={() => setStage({ step: "idle" })}
            onConfirmed={async () => {
              setStage({ step: "codes", codes: stage.codes });
              setPassword(null);
              toast.success(t("security.enabled"));
              await refreshMe();
            }}
          />
        )}
        {stage.step === "codes" && <RecoveryCodes codes={stage.codes} onDone={() => setStage({ step: "idle" })} />}
      </CardContent>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t("security.removeTitle")}
        description={t("security.removeDescription")}
        confirmLabel={t("security.remove")}
        onConfirm={remove}
        busy={busy}
        destructive
      />
    </Card>
  );
}
