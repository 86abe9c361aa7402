import { Clock, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useSupportContact } from "../api/get-support-contact";

const HOURS = [
  ["weekdays", "weekdaysHours"],
  ["saturday", "saturdayHours"],
  ["sunday", "sundayHours"],
] as const;

const FAQ = ["revisions", "invoices", "features", "account"] as const;

/** The e-mail contact, support hours and the four FAQ entries beside the form. */
export function SupportInfo() {
  const { t } = useTranslation("support");
  const contact = useSupportContact();
  const email = contact.data?.email;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("contact.title")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {email && (
            <>
              <p className="text-sm text-slate-700">{t("contact.emailText", { email })}</p>
              <a href={`mailto:${email}`} className={buttonVariants({ variant: "outline" })}>
                <Mail aria-hidden="true" />
                {t("contact.emailButton")}
              </a>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5 text-brand-600" aria-hidden="true" />
            {t("hours.title")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-2 text-sm">
            {HOURS.map(([day, hours]) => (
              <div key={day} className="flex justify-between gap-4">
                <dt className="text-slate-600">{t(`hours.${day}`)}</dt>
                <dd className="font-medium">{t(`hours.${hours}`)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("faq.title")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {FAQ.map((entry) => (
            <details key={entry} className="group rounded-md border border-slate-200 p-3">
              <summary className="cursor-pointer text-sm font-medium marker:text-slate-400">{t(`faq.${entry}Question`)}</summary>
              <p className="mt-2 text-sm text-slate-700">{t(`faq.${entry}Answer`)}</p>
            </details>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
