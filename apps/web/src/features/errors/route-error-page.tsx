import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * What a route shows when its screen throws or its code cannot be loaded (react-router's
 * ErrorBoundary), instead of a blank page. Retry reloads the page: that also fetches a screen's
 * code again after a deploy, which re-rendering alone would not.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t("screenError.title")}</h1>
      <p className="max-w-md text-slate-600">{t("screenError.description")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t("screenError.retry")}</Button>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          {t("returnHome")}
        </Link>
      </div>
    </main>
  );
}

/** Shown while the first screen's code loads (react-router's HydrateFallback). */
export function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t("loading")} className="min-h-screen" />;
}
