import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";

/** The alternative to an SMS code abroad or without signal: a one-time sign-in link by e-mail (decision 108). */
export function EmailLinkStep({ onUseCode }: { onUseCode: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setError(t("emailInvalid"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { authClient } = await import("@/lib/auth-client");
      const { error: sendError } = await authClient.signIn.magicLink({ email: address });
      if (sendError) setError(errorMessage(t, sendError, t("emailLink.failed")));
      else setSentTo(address);
    } catch {
      setError(t("unexpectedError"));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">
          {t("emailLink.sent")}{" "}
          <span dir="ltr" className="font-medium">
            {sentTo}
          </span>
        </p>
        <p className="text-sm text-slate-600">{t("emailLink.sentHint")}</p>
        <Button variant="ghost" onClick={onUseCode}>
          {t("useSmsCode")}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t("email")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          autoFocus
        />
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("sending") : t("emailLink.send")}
      </Button>
      <Button variant="ghost" onClick={onUseCode} disabled={busy}>
        {t("useSmsCode")}
      </Button>
    </form>
  );
}
