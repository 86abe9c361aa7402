import { featureOwnership } from "@portal/shared/feature-ownership";
import type { Feature } from "@portal/shared/store-contracts";
import { CircleCheck, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useFeatureCheckout } from "@/features/billing/api/use-feature-checkout";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useMyPurchases } from "../api/get-my-purchases";

/**
 * "Purchase Now": starts the checkout at the catalogue's price and leaves for the payment page.
 * A feature the client already has shows as Purchased (one-time) or Subscribed (monthly) instead.
 */
export function PurchaseButton({ feature, className }: { feature: Feature; className?: string }) {
  const { t } = useTranslation("store");
  const checkout = useFeatureCheckout();
  const purchases = useMyPurchases();
  const ownership = featureOwnership(feature.id, purchases.data ?? []);

  const purchase = () =>
    checkout.mutate(feature.id, {
      onSuccess: ({ url }) => {
        if (!url) {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.unexpected") });
          return;
        }
        window.location.assign(url);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(t("purchase.authTitle"), { description: t("purchase.authDescription") });
        } else if (error instanceof ApiError && error.status === 404) {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.featureGone") });
        } else if (error instanceof ApiError && error.code.startsWith("feature_already_")) {
          toast.error(t("purchase.errorTitle"), { description: errorMessage(t, error) });
          // The store was out of date (bought in another tab): show it as owned now.
          void purchases.refetch();
        } else if (error instanceof ApiError) {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.errorDescription") });
        } else {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.unexpected") });
        }
      },
    });

  if (ownership) {
    return (
      <Button variant="secondary" disabled className={className} title={t(`owned.${ownership}Hint`)}>
        <CircleCheck aria-hidden="true" />
        {t(`owned.${ownership}`)}
      </Button>
    );
  }
  // While the browser leaves for the payment page the button stays busy.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button onClick={purchase} disabled={busy || purchases.isLoading} className={className}>
      <ShoppingCart aria-hidden="true" />
      {busy ? t("redirecting") : t("purchaseNow")}
    </Button>
  );
}
