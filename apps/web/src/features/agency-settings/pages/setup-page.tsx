import { LOCALES, type Locale } from "@portal/shared/constants";
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY, toE164, validatePhone } from "@portal/shared/phone";
import { setupRequest } from "@portal/shared/setup-contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useSetupStatus } from "../api/get-agency";
import { useCompleteSetup } from "../api/save-agency-settings";
import { browserTimeZone, type FieldErrors, fieldErrors } from "../components/field-errors";
import { SetupFrame } from "../components/setup-frame";
import { TimeZoneSelect } from "../components/time-zone-select";

/** First run (decision 069): the set-up code, the agency and the first admin. */
export function SetupPage() {
  const { t, i18n } = useTranslation("agency");
  const status = useSetupStatus();
  const setup = useCompleteSetup();
  const id = useId();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [language, setLanguage] = useState<Locale>(i18n.language === "he" ? "he" : "en");
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (status.isPending) return <Spinner label={t("common:loading")} className="min-h-screen" />;
  if (doneFor) {
    return (
      <SetupFrame title={t("setup.doneTitle")}>
        <p className="text-slate-700">{t("setup.doneDescription", { email: doneFor })}</p>
        <Link to="/login" className={buttonVariants({ className: "mt-6 w-full" })}>
          {t("setup.goToLogin")}
        </Link>
      </SetupFrame>
    );
  }
  if (status.data && !status.data.required) {
    return (
      <SetupFrame title={t("setup.alreadyDone")}>
        <Link to="/login" className={buttonVariants({ className: "w-full" })}>
          {t("setup.goToLogin")}
        </Link>
      </SetupFrame>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const phoneProblem = validatePhone(country, phone);
    const body = {
      code,
      agency: { name, defaultLanguage: language, timeZone },
      admin: { fullName, email, phone: phoneProblem ? "" : toE164(country, phone) },
    };
    const parsed = setupRequest.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(t, parsed.error);
    if (phoneProblem) found["admin.phone"] = t(`auth:${phoneProblem}`);
    setErrors(found);
    if (!parsed.success || phoneProblem) return;
    try {
      const admin = await setup.mutateAsync(parsed.data);
      setDoneFor(admin.email);
    } catch (error) {
      setFailure(errorMessage(t, error, t("setup.failed")));
    }
  }

  const field = (key: string) => ({ id: `${id}-${key.replace(".", "-")}`, error: errors[key] });
  const selected = COUNTRIES.find((c) => c.code === country) ?? COUNTRIES[1];
  return (
    <SetupFrame title={t("setup.title")} description={t("setup.description")}>
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("setup.codeTitle")}</legend>
          <FormField {...field("code")} label={t("setup.code")} hint={t("setup.codeHint")} required>
            {(control) => (
              <Input
                {...control}
                dir="ltr"
                autoComplete="one-time-code"
                placeholder="XXXX-XXXX"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("setup.agencyTitle")}</legend>
          <FormField {...field("agency.name")} label={t("setup.agencyName")} required>
            {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField {...field("agency.defaultLanguage")} label={t("setup.defaultLanguage")}>
              {(control) => (
                <NativeSelect {...control} value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
                  {LOCALES.map((l) => (
                    <option key={l} value={l}>
                      {t(`languages.${l}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField {...field("agency.timeZone")} label={t("setup.timeZone")}>
              {(control) => <TimeZoneSelect {...control} value={timeZone} onValueChange={setTimeZone} />}
            </FormField>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("setup.adminTitle")}</legend>
          <FormField {...field("admin.fullName")} label={t("setup.fullName")} required>
            {(control) => (
              <Input {...control} autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
            )}
          </FormField>
          <FormField {...field("admin.email")} label={t("setup.email")} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                dir="ltr"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
            <FormField id={`${id}-country`} label={t("auth:country")}>
              {(control) => (
                <NativeSelect {...control} value={country} onChange={(e) => setCountry(e.target.value as CountryCode)}>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {t(`auth:countryName.${c.code}`)} ({c.dialCode})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField {...field("admin.phone")} label={t("auth:phoneNumber")} hint={t(`auth:phoneHint.${country}`)} required>
              {(control) => (
                <div className="flex gap-2" dir="ltr">
                  <span
                    className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
                    aria-hidden="true"
                  >
                    {selected.dialCode}
                  </span>
                  <Input
                    {...control}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder={selected.placeholder}
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                  />
                </div>
              )}
            </FormField>
          </div>
        </fieldset>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <Button type="submit" disabled={setup.isPending} className="w-full">
          {setup.isPending ? t("setup.submitting") : t("setup.submit")}
        </Button>
      </form>
    </SetupFrame>
  );
}
