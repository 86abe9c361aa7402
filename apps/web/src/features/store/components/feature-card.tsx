import type { Feature } from "@portal/shared/store-contracts";
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { FeatureImage } from "./feature-image";
import { BillingBadge, FeaturePrice } from "./feature-price";

/** A catalogue card; `compact` is the small-screen layout (thumbnail beside the text). */
export function FeatureCard({ feature, compact, actions }: { feature: Feature; compact: boolean; actions: ReactNode }) {
  const { t } = useTranslation("store");
  if (compact) {
    return (
      <Card className="flex flex-col gap-3 p-3" aria-label={feature.title} role="article">
        <div className="flex gap-3">
          <FeatureImage feature={feature} className="size-20 shrink-0 rounded-md" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="truncate font-semibold">{feature.title}</h2>
            <div className="flex flex-wrap items-center gap-2">
              <FeaturePrice feature={feature} className="text-sm" />
              <BillingBadge billingType={feature.billingType} />
            </div>
            <p dir="auto" className="line-clamp-2 text-xs text-slate-600">
              {feature.description}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 [&>*]:flex-1">{actions}</div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col overflow-hidden" aria-label={feature.title} role="article">
      <FeatureImage feature={feature} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">{feature.title}</h2>
          <BillingBadge billingType={feature.billingType} />
        </div>
        <p dir="auto" className="line-clamp-3 text-sm text-slate-600">
          {feature.description}
        </p>
        {feature.estimatedDeliveryDays !== null && (
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("estimatedDelivery", { count: feature.estimatedDeliveryDays })}
          </p>
        )}
        <FeaturePrice feature={feature} className="mt-auto text-xl" />
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </Card>
  );
}
