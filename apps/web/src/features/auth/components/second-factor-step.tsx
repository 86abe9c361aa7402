import { OTP_LENGTH } from "@portal/shared/constants";
import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { meQueryOptions } from "../api/get-me";

/**
 * The second step of a sign-in for a person with an authenticator app: the app's six-digit code,
 * or one of their recovery codes (each works once). On success the person goes to their home.
 */
export function SecondFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = recovery ? code.trim().length > 0 : code.length === OTP_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    setBusy(true);
    try {
      const { authClient } = await import("@/lib/auth-client");
      const { error: verifyError } = recovery
        ? await authClient.twoFactor.verifyBackupCode({ code: code.trim() })
        : await authClient.twoFactor.verifyTotp({ code });
      if (verifyError) {
        setError(errorMessage(t, verifyError, t("secondFactor.invalid")));
        return;
      }
      toast.success(t("successTitle"), { description: t("signedIn") });
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(afterSignInPath(me?.role, searchParams.get("next")), { replace: true });
    } catch {
      setError(t("unexpectedError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-code`}>{recovery ? t("secondFactor.recoveryCode") : t("secondFactor.appCode")}</Label>
        <Input
          id={`${id}-code`}
          key={recovery ? "recovery" : "app"}
          inputMode={recovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={recovery ? 32 : OTP_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH));
            setError(null);
          }}
          className={recovery ? "text-center" : "text-center text-2xl tracking-[0.5em]"}
          dir="ltr"
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(error)}
          autoFocus
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {recovery ? t("secondFactor.recoveryHint") : t("secondFactor.appHint")}
        </p>
      </div>
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
