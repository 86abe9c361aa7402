import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/**
 * Switches between English and Hebrew; the choice is remembered on this device. Its name is what it
 * shows ("עברית") after "Switch language: " for screen readers, so a person who says or sees the
 * visible word finds the button (WCAG 2.5.3, label in name).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "he" ? "en" : "he";
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={cn("inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100", className)}
    >
      <Languages className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("switchLanguage")}: </span>
      <span lang={next}>{next === "he" ? "עברית" : "English"}</span>
    </button>
  );
}
