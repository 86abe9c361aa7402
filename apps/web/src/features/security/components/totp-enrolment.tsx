import { OTP_LENGTH } from "@portal/shared/constants";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { renderSVG } from "uqr";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";

/** Step two of setting up the app: scan the QR code (or type the key), then confirm with a code from it. */
export function TotpEnrolment({ uri, onConfirmed, onCancel }: { uri: string; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation("settings");
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`, [uri]);
  const secret = new URL(uri).searchParams.get("secret") ?? "";

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(null);
    const { error: verifyError } = await authClient.twoFactor.verifyTotp({ code });
    setBusy(false);
    if (verifyError) setError(errorMessage(t, verifyError, t("common:unexpectedError")));
    else onConfirmed();
  }

  return (
    <form onSubmit={confirm} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">{t("security.scan")}</p>
      <img src={qr} alt={t("security.qrAlt")} className="size-48 self-center rounded bg-white p-2 sm:self-start" />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600">{t("security.keyLabel")}</span>
        <code className="break-all rounded bg-slate-50 p-2 font-mono text-sm" dir="ltr">
          {secret}
        </code>
      </div>
      <div className="flex max-w-xs flex-col gap-2">
        <Label htmlFor={`${id}-code`}>{t("security.confirmCode")}</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH));
            setError(null);
          }}
          dir="ltr"
          aria-invalid={Boolean(error)}
        />
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || code.length !== OTP_LENGTH}>
          {t("security.confirm")}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t("common:cancel")}
        </Button>
      </div>
    </form>
  );
}
