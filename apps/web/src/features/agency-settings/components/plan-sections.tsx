import {
  type AgencySettingsResponse,
  type PremiumSettings,
  REVISIONS_PER_PROJECT_MAX,
  REVISIONS_PER_PROJECT_MIN,
  type RegionSettings,
} from "@portal/shared/agency-settings";
import { LOCALES, type Locale } from "@portal/shared/constants";
import { parseAmountToCents } from "@portal/shared/format";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { LocalizedFields } from "./localized-fields";
import { SectionCard } from "./section-card";
import { TimeZoneSelect } from "./time-zone-select";

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The premium plan: name, price (new subscriptions only), label and benefits per language, revisions. */
export function PremiumSection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<PremiumSettings>(settings.premium);
  const [price, setPrice] = useState((settings.premium.monthlyPriceCents / 100).toFixed(2));
  const [benefits, setBenefits] = useState({ en: value.benefits.en.join("\n"), he: value.benefits.he.join("\n") });
  const toSave: PremiumSettings = {
    ...value,
    monthlyPriceCents: parseAmountToCents(price) ?? Number.NaN,
    benefits: { en: lines(benefits.en), he: lines(benefits.he) },
  };
  return (
    <SectionCard
      group="premium"
      value={toSave}
      title={t("premium.title")}
      description={t("premium.description")}
      note={<p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">{t("premium.keepPrice")}</p>}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <FormField id={`${id}-name`} label={t("premium.name")} error={errors.name} required>
              {(control) => (
                <Input {...control} value={value.name} onChange={(e) => setValue({ ...value, name: e.target.value })} />
              )}
            </FormField>
            <FormField id={`${id}-price`} label={t("premium.price")} error={errors.monthlyPriceCents} required>
              {(control) => (
                <Input {...control} dir="ltr" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
              )}
            </FormField>
            <FormField id={`${id}-revisions`} label={t("premium.revisions")} error={errors.revisionsPerProject} required>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={REVISIONS_PER_PROJECT_MIN}
                  max={REVISIONS_PER_PROJECT_MAX}
                  value={Number.isFinite(value.revisionsPerProject) ? value.revisionsPerProject : ""}
                  onChange={(e) => setValue({ ...value, revisionsPerProject: e.target.valueAsNumber })}
                />
              )}
            </FormField>
          </div>
          <LocalizedFields
            id={`${id}-label`}
            labelKey="premium.priceLabel"
            value={value.priceLabel}
            onChange={(priceLabel) => setValue({ ...value, priceLabel })}
            errors={errors}
            path="priceLabel"
          />
          <div className="grid gap-4 md:grid-cols-2">
            {LOCALES.map((lang) => (
              <FormField
                key={lang}
                id={`${id}-benefits-${lang}`}
                label={t("premium.benefits", { language: t(`languages.${lang}`) })}
                hint={t("premium.benefitsHint")}
                error={errors[`benefits.${lang}`] ?? errors[`benefits.${lang}.0`]}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    dir={lang === "he" ? "rtl" : "ltr"}
                    lang={lang}
                    value={benefits[lang]}
                    onChange={(e) => setBenefits({ ...benefits, [lang]: e.target.value })}
                  />
                )}
              </FormField>
            ))}
          </div>
        </>
      )}
    </SectionCard>
  );
}

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Time zone, default language and the first day of the week per language. */
export function RegionSection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<RegionSettings>(settings.region);
  return (
    <SectionCard group="region" value={value} title={t("region.title")} description={t("region.description")}>
      {(errors) => (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={`${id}-zone`} label={t("region.timeZone")} error={errors.timeZone}>
            {(control) => (
              <TimeZoneSelect
                {...control}
                value={value.timeZone}
                onValueChange={(timeZone) => setValue({ ...value, timeZone })}
              />
            )}
          </FormField>
          <FormField id={`${id}-lang`} label={t("region.defaultLanguage")} error={errors.defaultLanguage}>
            {(control) => (
              <NativeSelect
                {...control}
                value={value.defaultLanguage}
                onChange={(e) => setValue({ ...value, defaultLanguage: e.target.value as Locale })}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.${l}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {LOCALES.map((lang) => (
            <FormField
              key={lang}
              id={`${id}-week-${lang}`}
              label={t("region.firstDayOfWeek", { language: t(`languages.${lang}`) })}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={value.firstDayOfWeek[lang]}
                  onChange={(e) =>
                    setValue({ ...value, firstDayOfWeek: { ...value.firstDayOfWeek, [lang]: Number(e.target.value) } })
                  }
                >
                  {DAYS.map((day, index) => (
                    <option key={day} value={index}>
                      {t(`weekdays.${day}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
