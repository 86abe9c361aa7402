import { OTP_LENGTH } from "@portal/shared/constants";
import { formatPhone } from "@portal/shared/phone";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { needsSecondFactor } from "@/lib/second-factor";
import { toast } from "@/lib/toast";
import { OneTimeCodeField } from "./one-time-code-field";
import { useSignInStep } from "./use-sign-in-step";

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
  const [code, setCode] = useState("");
  const { error, setError, busy, run, finish } = useSignInStep();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    return run(async () => {
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
      await finish(t("phoneVerified"));
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <OneTimeCodeField
        id={`${id}-code`}
        label={t("verificationCode")}
        hint={
          <>
            {t("enterCodeSentTo")}{" "}
            <span dir="ltr" className="whitespace-nowrap font-medium text-slate-900">
              {formatPhone(phone)}
            </span>
          </>
        }
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        invalid={Boolean(error)}
      />
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
