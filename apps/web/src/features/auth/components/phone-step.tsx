import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY, toE164, validatePhone } from "@portal/shared/phone";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { takeHeldSubmit } from "@/lib/held-submit";
import { shownValue, takeTypedValue } from "@/lib/prerendered-input";
import { toast } from "@/lib/toast";
import { checkPhoneExists } from "../api/check-phone-exists";

/** Step 1: country and phone; checks the phone is known, then sends the code. */
export interface PhoneEntry {
  country: CountryCode;
  national: string;
}

export function PhoneStep({
  initial,
  onCodeSent,
}: {
  initial?: PhoneEntry;
  onCodeSent: (phone: string, entry: PhoneEntry) => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(initial?.country ?? DEFAULT_COUNTRY);
  const [phone, setPhone] = useState(initial?.national ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [sendHeld, setSendHeld] = useState(false);
  const selected = COUNTRIES.find((c) => c.code === country) ?? COUNTRIES[1];
  // A country chosen or a number typed in the prerendered form before the app took over stays,
  // and a tap on its button then is answered once they are back in the form.
  useEffect(() => {
    const typedCountry = takeTypedValue(`${id}-country`);
    if (COUNTRIES.some((c) => c.code === typedCountry)) setCountry(typedCountry as CountryCode);
    const typedPhone = takeTypedValue(`${id}-phone`);
    if (typedPhone !== undefined) setPhone(typedPhone);
    setSendHeld(takeHeldSubmit(formRef.current));
  }, []);
  useEffect(() => {
    if (!sendHeld) return;
    setSendHeld(false);
    formRef.current?.requestSubmit();
  }, [sendHeld]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // What the fields show is what is sent (see shownValue).
    const national = shownValue(`${id}-phone`, phone);
    const code = COUNTRIES.find((c) => c.code === shownValue(`${id}-country`, country))?.code ?? country;
    setPhone(national);
    setCountry(code);
    const invalid = validatePhone(code, national);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    const e164 = toE164(code, national);
    setBusy(true);
    try {
      let exists: boolean;
      try {
        exists = (await checkPhoneExists(e164)).exists;
      } catch (lookupError) {
        setError(errorMessage(t, lookupError, t("phoneLookupFailed")));
        return;
      }
      if (!exists) {
        setError(t("phoneNotFound"));
        return;
      }
      // Better Auth's client loads with the first submit, not with the sign-in screen.
      const { authClient } = await import("@/lib/auth-client");
      const { error: sendError } = await authClient.phoneNumber.sendOtp({ phoneNumber: e164 });
      if (sendError) {
        setError(errorMessage(t, sendError, t("sendOtpFailed")));
        toast.error(t("otpErrorTitle"), { description: errorMessage(t, sendError, t("otpErrorFallback")) });
        return;
      }
      toast.success(t("codeSentTitle"), { description: t("codeSentDescription") });
      onCodeSent(e164, { country: code, national });
    } catch {
      setError(t("unexpectedError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-country`}>{t("country")}</Label>
        <NativeSelect
          id={`${id}-country`}
          value={country}
          onChange={(e) => {
            setCountry(e.target.value as CountryCode);
            setError(null);
          }}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {t(`countryName.${c.code}`)} ({c.dialCode})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-phone`}>{t("phoneNumber")}</Label>
        <div className="flex gap-2" dir="ltr">
          <span
            className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
            aria-hidden="true"
          >
            {selected.dialCode}
          </span>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={selected.placeholder}
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setError(null);
            }}
            aria-describedby={`${id}-hint`}
            aria-invalid={Boolean(error)}
            required
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t(`phoneHint.${country}`)}
        </p>
      </div>
      <p className="text-xs text-slate-600">{t("smsConsent")}</p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("sending") : t("sendCode")}
      </Button>
    </form>
  );
}
