import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** A spinner with a text for screen readers (and, when `label` is shown, for everyone). */
export function Spinner({ label, showLabel = false, className }: { label: string; showLabel?: boolean; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex flex-col items-center justify-center gap-3 p-8", className)}>
      <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className={showLabel ? "text-sm text-slate-600" : "sr-only"}>{label}</span>
    </div>
  );
}
