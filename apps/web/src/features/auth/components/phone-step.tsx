import { zodResolver } from "@hookform/resolvers/zod";
import { type PhoneEntryForm, phoneEntryForm } from "@portal/shared/auth-contracts";
import { COUNTRIES, DEFAULT_COUNTRY, toE164 } from "@portal/shared/phone";
import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { toast } from "@/lib/toast";
import { checkPhoneExists } from "../api/check-phone-exists";

/** Step 1: country and phone; checks the phone is known, then sends the code. */
export type PhoneEntry = PhoneEntryForm;

export function PhoneStep({
  initial,
  onCodeSent,
}: {
  initial?: PhoneEntry;
  onCodeSent: (phone: string, entry: PhoneEntry) => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PhoneEntry>({
    resolver: zodResolver(phoneEntryForm),
    defaultValues: initial ?? { country: DEFAULT_COUNTRY, national: "" },
    // One message for the form, checked on submit and gone as soon as the person edits.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(
    form,
    useCallback(() => {
      form.clearErrors();
      setServerError(null);
    }, [form]),
  );
  const country = form.watch("country");
  const selected = COUNTRIES.find((c) => c.code === country) ?? COUNTRIES[1];
  const invalid = errors.national?.message;
  const error = invalid ? t(invalid) : serverError;

  const onSubmit = form.handleSubmit(async (entry) => {
    setServerError(null);
    const e164 = toE164(entry.country, entry.national);
    try {
      let exists: boolean;
      try {
        exists = (await checkPhoneExists(e164)).exists;
      } catch (lookupError) {
        setServerError(errorMessage(t, lookupError, t("phoneLookupFailed")));
        return;
      }
      if (!exists) {
        setServerError(t("phoneNotFound"));
        return;
      }
      // Better Auth's client loads with the first submit, not with the sign-in screen.
      const { authClient } = await import("@/lib/auth-client");
      const { error: sendError } = await authClient.phoneNumber.sendOtp({ phoneNumber: e164 });
      if (sendError) {
        setServerError(errorMessage(t, sendError, t("sendOtpFailed")));
        toast.error(t("otpErrorTitle"), { description: errorMessage(t, sendError, t("otpErrorFallback")) });
        return;
      }
      toast.success(t("codeSentTitle"), { description: t("codeSentDescription") });
      onCodeSent(e164, entry);
    } catch {
      setServerError(t("unexpectedError"));
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormField id={`${id}-country`} label={t("country")}>
        {(control) => (
          <NativeSelect {...control} {...form.register("country")}>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {t(`countryName.${c.code}`)} ({c.dialCode})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-phone`} label={t("phoneNumber")}>
        {(control) => (
          <>
            <div className="flex gap-2" dir="ltr">
              <span
                className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
                aria-hidden="true"
              >
                {selected.dialCode}
              </span>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={selected.placeholder}
                required
                {...control}
                aria-describedby={`${id}-hint`}
                aria-invalid={Boolean(error)}
                {...form.register("national")}
              />
            </div>
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {t(`phoneHint.${country}`)}
            </p>
          </>
        )}
      </FormField>
      <p className="text-xs text-slate-600">{t("smsConsent")}</p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("sending") : t("sendCode")}
      </Button>
    </form>
  );
}
