import { FAQ_MAX_ENTRIES, type FaqEntry } from "@portal/shared/agency-settings";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "./field-errors";
import { LocalizedFields } from "./localized-fields";

/** The FAQ: add, edit, remove and reorder questions, each in English and Hebrew. */
export function FaqEditor({
  faq,
  errors,
  onChange,
}: {
  faq: FaqEntry[];
  errors: FieldErrors;
  onChange: (next: FaqEntry[]) => void;
}) {
  const { t } = useTranslation("agency");
  const id = useId();
  const replace = (index: number, entry: FaqEntry) => onChange(faq.map((e, i) => (i === index ? entry : e)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...faq];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry);
    onChange(next);
  };
  const add = () => onChange([...faq, { id: crypto.randomUUID(), question: { en: "", he: "" }, answer: { en: "", he: "" } }]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t("contact.faqTitle")}</legend>
      {faq.length === 0 && <p className="text-sm text-slate-600">{t("contact.faqEmpty")}</p>}
      <ol className="flex flex-col gap-3">
        {faq.map((entry, index) => {
          const number = index + 1;
          return (
            <li key={entry.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">{t("contact.entry", { number })}</h3>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    aria-label={t("contact.moveUp", { number })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === faq.length - 1}
                    aria-label={t("contact.moveDown", { number })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("contact.remove", { number })}
                    onClick={() => onChange(faq.filter((e) => e.id !== entry.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <LocalizedFields
                id={`${id}-${entry.id}-q`}
                labelKey="contact.question"
                value={entry.question}
                onChange={(question) => replace(index, { ...entry, question })}
                errors={errors}
                path={`faq.${index}.question`}
              />
              <LocalizedFields
                id={`${id}-${entry.id}-a`}
                labelKey="contact.answer"
                value={entry.answer}
                onChange={(answer) => replace(index, { ...entry, answer })}
                errors={errors}
                path={`faq.${index}.answer`}
                multiline
              />
            </li>
          );
        })}
      </ol>
      {errors.faq && <p className="text-sm text-red-700">{errors.faq}</p>}
      <Button type="button" variant="outline" className="self-start" disabled={faq.length >= FAQ_MAX_ENTRIES} onClick={add}>
        <Plus aria-hidden="true" />
        {t("contact.addQuestion")}
      </Button>
    </fieldset>
  );
}
