import { OTP_LENGTH } from "@portal/shared/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { OneTimeCodeField } from "./one-time-code-field";
import { useSignInStep } from "./use-sign-in-step";

/**
 * The second step of a sign-in for a person with an authenticator app: the app's six-digit code,
 * or one of their recovery codes (each works once). On success the person goes to their home.
 */
export function SecondFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const { error, setError, busy, run, finish } = useSignInStep();
  const ready = recovery ? code.trim().length > 0 : code.length === OTP_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    return run(async () => {
      const { authClient } = await import("@/lib/auth-client");
      const { error: verifyError } = recovery
        ? await authClient.twoFactor.verifyBackupCode({ code: code.trim() })
        : await authClient.twoFactor.verifyTotp({ code });
      if (verifyError) {
        setError(errorMessage(t, verifyError, t("secondFactor.invalid")));
        return;
      }
      await finish(t("signedIn"));
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <OneTimeCodeField
        key={recovery ? "recovery" : "app"}
        id={`${id}-code`}
        label={recovery ? t("secondFactor.recoveryCode") : t("secondFactor.appCode")}
        hint={recovery ? t("secondFactor.recoveryHint") : t("secondFactor.appHint")}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        invalid={Boolean(error)}
        text={recovery}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy || !ready} className="w-full">
        {busy ? t("verifying") : t("secondFactor.submit")}
      </Button>
      <Button
        variant="ghost"
        disabled={busy}
        onClick={() => {
          setRecovery(!recovery);
          setCode("");
          setError(null);
        }}
      >
        {recovery ? t("secondFactor.useApp") : t("secondFactor.useRecovery")}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t("secondFactor.startOver")}
      </Button>
    </form>
  );
}
