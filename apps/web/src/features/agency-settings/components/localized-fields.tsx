import type { LocalizedText } from "@portal/shared/agency-settings";
import { LOCALES } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import type { FieldErrors } from "./field-errors";

/** A text in English and Hebrew side by side (stacked on phones); the Hebrew one right to left. */
export function LocalizedFields({
  id,
  labelKey,
  value,
  onChange,
  errors,
  path,
  multiline = false,
}: {
  id: string;
  /** A key of the `agency` namespace taking `{{language}}`. */
  labelKey: string;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  errors: FieldErrors;
  /** The value's path in the group, for its messages (`headline`, `faq.0.question`). */
  path: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation("agency");
  const shared = errors[path];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LOCALES.map((lang) => (
        <FormField
          key={lang}
          id={`${id}-${lang}`}
          label={t(labelKey, { language: t(`languages.${lang}`) })}
          error={errors[`${path}.${lang}`] ?? (lang === "en" ? shared : undefined)}
        >
          {(control) =>
            multiline ? (
              <Textarea
                {...control}
                dir={lang === "he" ? "rtl" : "ltr"}
                lang={lang}
                value={value[lang]}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            ) : (
              <Input
                {...control}
                dir={lang === "he" ? "rtl" : "ltr"}
                lang={lang}
                value={value[lang]}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            )
          }
        </FormField>
      ))}
    </div>
  );
}
