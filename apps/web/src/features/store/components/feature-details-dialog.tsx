import type { Feature } from "@portal/shared/store-contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FeatureImage } from "./feature-image";
import { BillingBadge, FeaturePrice } from "./feature-price";

/** Image, price, billing badge, estimated delivery and description; `action` is Purchase Now for clients. */
export function FeatureDetailsDialog({
  feature,
  onOpenChange,
  action,
}: {
  feature: Feature | null;
  onOpenChange: (open: boolean) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation("store");
  return (
    <Dialog open={feature !== null} onOpenChange={onOpenChange}>
      {feature && (
        <DialogContent className="max-w-xl">
          <DialogTitle>{feature.title}</DialogTitle>
          <DialogDescription className="sr-only">{t("viewDetails")}</DialogDescription>
          <FeatureImage feature={feature} className="mt-4 aspect-[16/9] w-full rounded-lg" />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <FeaturePrice feature={feature} className="text-2xl" />
            <BillingBadge billingType={feature.billingType} />
          </div>
          {feature.estimatedDeliveryDays !== null && (
            <p className="mt-2 text-sm text-slate-600">{t("estimatedDelivery", { count: feature.estimatedDeliveryDays })}</p>
          )}
          <p dir="auto" className="mt-4 whitespace-pre-line text-sm text-slate-800">
            {feature.description}
          </p>
          {action && <DialogFooter>{action}</DialogFooter>}
        </DialogContent>
      )}
    </Dialog>
  );
}
