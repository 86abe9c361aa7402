import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** Switches between English and Hebrew; the choice is remembered on this device. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "he" ? "en" : "he";
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={cn("inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100", className)}
      lang={next}
      aria-label={t("switchLanguage")}
    >
      <Languages className="size-4" aria-hidden="true" />
      {next === "he" ? "עברית" : "English"}
    </button>
  );
}
