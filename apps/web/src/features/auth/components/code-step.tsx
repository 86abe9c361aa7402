import { zodResolver } from "@hookform/resolvers/zod";
import { type CodeStepForm, codeStepForm } from "@portal/shared/auth-contracts";
import { OTP_LENGTH } from "@portal/shared/constants";
import { homePathFor } from "@portal/shared/home-path";
import { formatPhone } from "@portal/shared/phone";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { toast } from "@/lib/toast";
import { meQueryOptions } from "../api/get-me";

/** Step 2: the six-digit code; on success the person goes to their home. */
export function CodeStep({ phone, onBack }: { phone: string; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CodeStepForm>({
    resolver: zodResolver(codeStepForm),
    defaultValues: { code: "" },
    shouldFocusError: false,
  });
  const { isSubmitting } = form.formState;
  useClearOnChange(
    form,
    useCallback(() => setError(null), []),
  );
  const complete = codeStepForm.safeParse({ code: form.watch("code") }).success;
  const codeField = form.register("code");

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      // Better Auth's client loads with the first submit, not with the sign-in screen.
      const { authClient } = await import("@/lib/auth-client");
      const { error: verifyError } = await authClient.phoneNumber.verify({ phoneNumber: phone, code });
      if (verifyError) {
        const message = errorMessage(t, verifyError, t("invalidCode"));
        setError(message);
        toast.error(t("verificationErrorTitle"), { description: message });
        return;
      }
      toast.success(t("successTitle"), { description: t("phoneVerified") });
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(homePathFor(me?.role), { replace: true });
    } catch {
      setError(t("unexpectedError"));
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormField
        id={`${id}-code`}
        label={t("verificationCode")}
        hint={
          <>
            {t("enterCodeSentTo")}{" "}
            <span dir="ltr" className="font-medium text-slate-900">
              {formatPhone(phone)}
            </span>
          </>
        }
      >
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d*"
            maxLength={OTP_LENGTH}
            className="text-center text-2xl tracking-[0.5em]"
            dir="ltr"
            autoFocus
            {...control}
            aria-invalid={Boolean(error)}
            {...codeField}
            // Only digits, at most the code's length, whatever is typed or pasted.
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH);
              return codeField.onChange(event);
            }}
          />
        )}
      </FormField>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={isSubmitting || !complete} className="w-full">
        {isSubmitting ? t("verifying") : t("verifyCode")}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
        {t("backToPhone")}
      </Button>
    </form>
  );
}
