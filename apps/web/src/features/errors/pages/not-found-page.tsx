import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "@/components/ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-xl text-slate-700">{t("notFound")}</h1>
      <Link to="/" className={buttonVariants({ variant: "link" })}>
        {t("returnHome")}
      </Link>
    </main>
  );
}
