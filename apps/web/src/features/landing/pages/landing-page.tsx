import { inLanguage } from "@portal/shared/agency-brand";
import { CalendarClock, MessageSquareText, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { buttonVariants } from "@/components/ui/button";
import { BrandMark, useBrand } from "@/features/agency";

const highlights = [
  { icon: CalendarClock, key: "track" },
  { icon: MonitorSmartphone, key: "preview" },
  { icon: MessageSquareText, key: "revise" },
  { icon: ShieldCheck, key: "billing" },
] as const;

const steps = ["discover", "build", "refine", "launch"] as const;

/**
 * The agency's public front page, with its headline and text from its settings and the way into
 * the portal. An agency without a landing page has `/` lead to sign-in (the server redirects too).
 * @public loaded by the router with its texts in one Promise.all, which knip does not follow.
 */
export function LandingPage() {
  const { t, i18n } = useTranslation("landing");
  const brand = useBrand();
  if (brand && !brand.landing.enabled) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between p-4 md:p-6">
        <BrandMark className="text-lg" imageClassName="h-8" />
        <nav className="flex items-center gap-2" aria-label={t("headerNavigation")}>
          <LanguageSwitcher />
          <Link to="/login" className={buttonVariants()}>
            {t("signIn")}
          </Link>
        </nav>
      </header>
      <main>
        <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center md:px-6 md:py-24">
          <div className="flex flex-col gap-6">
            <h1 className="text-4xl font-extrabold leading-tight md:text-5xl">
              {brand && inLanguage(brand.landing.headline, i18n.language)}
            </h1>
            <p className="whitespace-pre-line text-lg text-slate-700">{brand && inLanguage(brand.landing.text, i18n.language)}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/login" className={buttonVariants({ size: "lg" })}>
                {t("clientSignIn")}
              </Link>
              <a href="#how-we-work" className={buttonVariants({ size: "lg", variant: "outline" })}>
                {t("howWeWork")}
              </a>
            </div>
          </div>
          <div className="rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 p-1 shadow-2xl" aria-hidden="true">
            <div className="rounded-xl bg-white p-6">
              <div className="mb-4 flex gap-1.5">
                <span className="size-3 rounded-full bg-red-400" />
                <span className="size-3 rounded-full bg-amber-400" />
                <span className="size-3 rounded-full bg-green-400" />
              </div>
              <div className="space-y-3">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-full rounded bg-slate-100" />
                <div className="h-3 w-5/6 rounded bg-slate-100" />
                <div className="mt-6 h-2 w-full rounded-full bg-slate-100">
                  <div className="h-2 w-3/4 rounded-full bg-brand-600" />
                </div>
                <p className="text-sm text-slate-600">{t("mockProgress")}</p>
              </div>
            </div>
          </div>
        </section>
        <section className="bg-slate-50 py-16" aria-labelledby="portal-title">
          <div className="mx-auto max-w-6xl px-4 md:px-6">
            <h2 id="portal-title" className="text-3xl font-bold">
              {t("portalTitle")}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {highlights.map(({ icon: Icon, key }) => (
                <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
                  <Icon className="size-8 text-brand-600" aria-hidden="true" />
                  <h3 className="mt-4 font-semibold">{t(`highlights.${key}.title`)}</h3>
                  <p className="mt-2 text-sm text-slate-700">{t(`highlights.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section id="how-we-work" className="mx-auto max-w-6xl px-4 py-16 md:px-6" aria-labelledby="process-title">
          <h2 id="process-title" className="text-3xl font-bold">
            {t("processTitle")}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step} className="flex flex-col gap-2">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
                  {index + 1}
                </span>
                <h3 className="font-semibold">{t(`steps.${step}.title`)}</h3>
                <p className="text-sm text-slate-700">{t(`steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-600">
        {t("footer", { year: new Date().getFullYear(), agency: brand?.name ?? "" })}
      </footer>
    </div>
  );
}
