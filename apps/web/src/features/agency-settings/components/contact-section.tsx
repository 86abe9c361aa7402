import {
  type AgencySettingsResponse,
  type ContactSettings,
  type DayHours,
  WEEKDAYS,
  type Weekday,
} from "@portal/shared/agency-settings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { FaqEditor } from "./faq-editor";
import type { FieldErrors } from "./field-errors";
import { SectionCard } from "./section-card";

const DEFAULT_HOURS = { open: "09:00", close: "17:00" };

/** Support e-mail, hours per weekday and the FAQ. */
export function ContactSection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<ContactSettings>(settings.contact);
  return (
    <SectionCard group="contact" value={value} title={t("contact.title")} description={t("contact.description")}>
      {(errors) => (
        <>
          <FormField id={`${id}-email`} label={t("contact.supportEmail")} error={errors.supportEmail} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                dir="ltr"
                className="max-w-md"
                value={value.supportEmail}
                onChange={(e) => setValue({ ...value, supportEmail: e.target.value })}
              />
            )}
          </FormField>
          <HoursEditor
            hours={value.supportHours}
            errors={errors}
            onChange={(supportHours) => setValue({ ...value, supportHours })}
          />
          <FaqEditor faq={value.faq} errors={errors} onChange={(faq) => setValue({ ...value, faq })} />
        </>
      )}
    </SectionCard>
  );
}

function HoursEditor({
  hours,
  errors,
  onChange,
}: {
  hours: ContactSettings["supportHours"];
  errors: FieldErrors;
  onChange: (next: ContactSettings["supportHours"]) => void;
}) {
  const { t } = useTranslation("agency");
  const id = useId();
  const setDay = (day: Weekday, next: DayHours) => onChange({ ...hours, [day]: next });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t("contact.hoursTitle")}</legend>
      {WEEKDAYS.map((day) => {
        const current = hours[day];
        const dayName = t(`weekdays.${day}`);
        const error = errors[`supportHours.${day}.close`] ?? errors[`supportHours.${day}.open`] ?? errors[`supportHours.${day}`];
        return (
          <div key={day} className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-2">
            <span className="w-24 font-medium" id={`${id}-${day}`}>
              {dayName}
            </span>
            <Switch
              checked={current !== null}
              onCheckedChange={(open) => setDay(day, open ? DEFAULT_HOURS : null)}
              aria-labelledby={`${id}-${day}`}
              aria-describedby={`${id}-${day}-state`}
            />
            <span id={`${id}-${day}-state`} className="w-16 text-sm text-slate-600">
              {current ? t("contact.open") : t("contact.closed")}
            </span>
            {current && (
              <>
                <span className="flex items-center gap-2 text-sm">
                  <span aria-hidden="true">{t("contact.opens")}</span>
                  <Input
                    type="time"
                    className="w-32"
                    aria-label={`${dayName}: ${t("contact.opens")}`}
                    value={current.open}
                    onChange={(e) => setDay(day, { ...current, open: e.target.value })}
                  />
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <span aria-hidden="true">{t("contact.closes")}</span>
                  <Input
                    type="time"
                    className="w-32"
                    aria-label={`${dayName}: ${t("contact.closes")}`}
                    aria-invalid={Boolean(error)}
                    value={current.close}
                    onChange={(e) => setDay(day, { ...current, close: e.target.value })}
                  />
                </span>
              </>
            )}
            {error && (
              <p className="w-full text-sm text-red-700" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
