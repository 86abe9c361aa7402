import { inLanguage } from "@portal/shared/agency-brand";
import { supportHoursRows, timeOfDayLabel, timeZoneLabel, weekdayName } from "@portal/shared/agency-region";
import { Clock, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAgency } from "@/features/agency-settings";

/**
 * The agency's support e-mail, its support hours (each weekday in the reader's language and week
 * order, times in the agency's time zone, which is named) and its FAQ, all from its settings.
 */
export function SupportInfo() {
  const { t, i18n } = useTranslation("support");
  const agency = useAgency();
  if (!agency.data) return <Spinner label={t("common:loading")} />;
  const { support, region } = agency.data;
  const locale = i18n.language;
  const firstDay = locale === "he" ? region.firstDayOfWeek.he : region.firstDayOfWeek.en;
  const faq = support.faq
    .map((entry) => ({ id: entry.id, question: inLanguage(entry.question, locale), answer: inLanguage(entry.answer, locale) }))
    .filter((entry) => entry.question && entry.answer);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("contact.title")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t("contact.emailText", { email: support.email })}</p>
          <a href={`mailto:${support.email}`} className={buttonVariants({ variant: "outline" })}>
            <Mail aria-hidden="true" />
            {t("contact.emailButton")}
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5 text-brand-600" aria-hidden="true" />
            {t("hours.title")}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="flex flex-col gap-2 text-sm">
            {supportHoursRows(support.hours, firstDay).map((row) => (
              <div key={row.day} className="flex justify-between gap-4">
                <dt className="text-slate-600">{weekdayName(row.day, locale)}</dt>
                <dd className="font-medium">
                  {row.open && row.close ? (
                    <span dir="ltr">
                      {timeOfDayLabel(row.open, locale)} – {timeOfDayLabel(row.close, locale)}
                    </span>
                  ) : (
                    t("hours.closed")
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-500">{t("hours.timeZone", { zone: timeZoneLabel(region.timeZone, locale) })}</p>
        </CardContent>
      </Card>
      {faq.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t("faq.title")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {faq.map((entry) => (
              <details key={entry.id} className="group rounded-md border border-slate-200 p-3">
                <summary className="cursor-pointer text-sm font-medium marker:text-slate-400">{entry.question}</summary>
                <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
