import { formatCents } from "@portal/shared/format";
import type { Feature } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** The price, with "/month" for monthly features. */
export function FeaturePrice({
  feature,
  className,
}: {
  feature: Pick<Feature, "priceCents" | "billingType">;
  className?: string;
}) {
  const { t } = useTranslation("store");
  return (
    <p className={cn("font-bold text-slate-900", className)}>
      <span dir="ltr">{formatCents(feature.priceCents)}</span>
      {feature.billingType === "monthly" && <span className="text-sm font-normal text-slate-600">{t("perMonth")}</span>}
    </p>
  );
}

export function BillingBadge({ billingType }: { billingType: Feature["billingType"] }) {
  const { t } = useTranslation("store");
  return <Badge tone={billingType === "monthly" ? "purple" : "blue"}>{t(`billing.${billingType}`)}</Badge>;
}
