import { Clock } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";

/** Covers the whole screen while the store is closed to clients. */
export function ComingSoonOverlay() {
  const { t } = useTranslation("store");
  const titleId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/80 p-6 backdrop-blur-md"
    >
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200">
        <div className="flex size-16 items-center justify-center rounded-full bg-brand-50">
          <Clock className="size-8 text-brand-600" aria-hidden="true" />
        </div>
        <h2 id={titleId} className="text-3xl font-bold">
          {t("comingSoon.title")}
        </h2>
        <p className="text-slate-600">{t("comingSoon.description")}</p>
        <Link ref={link} to="/dashboard" className={buttonVariants({ variant: "outline" })}>
          {t("comingSoon.back")}
        </Link>
      </div>
    </div>
  );
}
