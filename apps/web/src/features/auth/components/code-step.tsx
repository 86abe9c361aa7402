import { OTP_LENGTH } from "@portal/shared/constants";
import { afterSignInPath } from "@portal/shared/home-path";
import { formatPhone } from "@portal/shared/phone";
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
import { needsSecondFactor } from "@/lib/second-factor";
import { toast } from "@/lib/toast";
import { meQueryOptions } from "../api/get-me";

/** Step 2: the six-digit code; on success the person goes to their home. */
export function CodeStep({
  phone,
  onBack,
  onSecondFactor,
}: {
  phone: string;
  onBack: () => void;
  /** The person has an authenticator app: its code is asked next (decision 108). */
  onSecondFactor: () => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setError(null);
    setBusy(true);
    try {
      // Better Auth's client loads with the first submit, not with the sign-in screen.
      const { authClient } = await import("@/lib/auth-client");
      const { data, error: verifyError } = await authClient.phoneNumber.verify({ phoneNumber: phone, code });
      if (verifyError) {
        const message = errorMessage(t, verifyError, t("invalidCode"));
        setError(message);
        toast.error(t("verificationErrorTitle"), { description: message });
        return;
      }
      if (needsSecondFactor(data)) {
        onSecondFactor();
        return;
      }
      toast.success(t("successTitle"), { description: t("phoneVerified") });
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
        <Label htmlFor={`${id}-code`}>{t("verificationCode")}</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH));
            setError(null);
          }}
          className="text-center text-2xl tracking-[0.5em]"
          dir="ltr"
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(error)}
          autoFocus
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("enterCodeSentTo")}{" "}
          <span dir="ltr" className="whitespace-nowrap font-medium text-slate-900">
            {formatPhone(phone)}
          </span>
        </p>
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy || code.length !== OTP_LENGTH} className="w-full">
        {busy ? t("verifying") : t("verifyCode")}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t("backToPhone")}
      </Button>
    </form>
  );
}
