import { NEUTRAL_ICON_PATH } from "@portal/shared/agency-brand";
import { cn } from "@/lib/cn";
import { useBrand } from "./use-brand";

/** The agency's logo (or the neutral icon) and its name, as the sidebar, sign-in and landing page show them. */
export function BrandMark({ className, imageClassName }: { className?: string; imageClassName?: string }) {
  const brand = useBrand();
  return (
    <span className={cn("flex min-w-0 items-center gap-2 font-bold text-slate-900", className)}>
      <img
        src={brand?.logoUrl ?? NEUTRAL_ICON_PATH}
        alt=""
        className={cn("h-7 w-auto max-w-24 shrink-0 object-contain", imageClassName)}
      />
      <span className="truncate">{brand?.name}</span>
    </span>
  );
}
