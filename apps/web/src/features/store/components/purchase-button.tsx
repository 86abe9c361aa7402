import { ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useFeatureCheckout } from "@/features/billing/api/use-feature-checkout";
import { ApiError } from "@/lib/api-client";

/** "Purchase Now": starts the checkout at the catalogue's price and leaves for the payment page. */
export function PurchaseButton({ featureId, className }: { featureId: string; className?: string }) {
  const { t } = useTranslation("store");
  const checkout = useFeatureCheckout();

  const purchase = () =>
    checkout.mutate(featureId, {
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
        } else if (error instanceof ApiError) {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.errorDescription") });
        } else {
          toast.error(t("purchase.errorTitle"), { description: t("purchase.unexpected") });
        }
      },
    });

  // While the browser leaves for the payment page the button stays busy.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button onClick={purchase} disabled={busy} className={className}>
      <ShoppingCart aria-hidden="true" />
      {busy ? t("redirecting") : t("purchaseNow")}
    </Button>
  );
}
