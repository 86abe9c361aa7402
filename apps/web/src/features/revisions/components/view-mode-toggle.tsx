import type { ViewMode } from "@portal/shared/constants";
import { Monitor, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** Desktop / mobile switch for demo frames (hidden by callers on mobile devices). */
export function ViewModeToggle({
  value,
  onChange,
  counts,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  counts?: Record<ViewMode, number>;
}) {
  const { t } = useTranslation("revisions");
  const options: Array<{ mode: ViewMode; icon: typeof Monitor }> = [
    { mode: "desktop", icon: Monitor },
    { mode: "mobile", icon: Smartphone },
  ];
  return (
    <fieldset aria-label={t("viewMode")} className="inline-flex rounded-md border-0 bg-slate-100 p-1">
      {options.map(({ mode, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
            value === mode ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(mode)}
          {counts && <span className="text-xs text-slate-600">({counts[mode]})</span>}
        </button>
      ))}
    </fieldset>
  );
}
