import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** "n comments above/below": pins scrolled out of the frame; a click scrolls to the nearest. */
export function EdgeCount({ side, label, onClick }: { side: "top" | "bottom"; label: string; onClick: () => void }) {
  const Icon = side === "top" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "absolute start-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-medium text-white shadow focus-visible:outline-2 focus-visible:outline-brand-600 rtl:translate-x-1/2",
        side === "top" ? "top-2" : "bottom-2",
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </button>
  );
}

interface PinMarkerProps {
  number: number;
  comment: string;
  left: string;
  top: string;
  position: string;
  hover: boolean;
  /** Its element is gone: dashed amber, and said so in its label and tooltip. */
  moved: boolean;
  highlighted: boolean;
}

/** One pin over the demo: numbered, or red with its comment and position on hover. */
export function PinMarker({ number, comment, left, top, position, hover, moved, highlighted }: PinMarkerProps) {
  const { t } = useTranslation("revisions");
  const label = moved ? t("pinMovedLabel", { number, comment }) : t("pinLabel", { number, comment });
  return (
    <div className="group pointer-events-auto absolute -translate-x-1/2 -translate-y-1/2" style={{ left, top }}>
      <button
        type="button"
        aria-label={label}
        data-testid="pin"
        data-moved={moved ? "true" : undefined}
        data-highlighted={highlighted ? "true" : undefined}
        className={cn(
          "flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold text-white shadow-md focus-visible:outline-2 focus-visible:outline-brand-600",
          moved ? "border-dashed border-amber-300 bg-amber-700" : hover ? "border-white bg-red-600" : "border-white bg-brand-600",
          highlighted && "ring-4 ring-amber-400",
        )}
      >
        {number}
      </button>
      {hover && (
        <div
          role="tooltip"
          className="absolute start-8 top-0 z-10 hidden w-56 rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
        >
          <p className="font-medium">{comment}</p>
          <p className="mt-1 text-slate-300">{t("position", { position })}</p>
          {moved && <p className="mt-1 text-amber-300">{t("pinMoved")}</p>}
        </div>
      )}
    </div>
  );
}
