import type { Feature } from "@portal/shared/store-contracts";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** The feature's picture, or a neutral tile when it has none. */
export function FeatureImage({ feature, className }: { feature: Pick<Feature, "imageUrl" | "title">; className?: string }) {
  const { t } = useTranslation("store");
  if (!feature.imageUrl) {
    return (
      <div
        className={cn("flex items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100", className)}
        aria-hidden="true"
      >
        <Sparkles className="size-8 text-brand-600" />
      </div>
    );
  }
  return (
    <img
      src={feature.imageUrl}
      alt={t("imageAlt", { title: feature.title })}
      loading="lazy"
      className={cn("object-cover", className)}
    />
  );
}
