import { isNewPurchase, isOverdue, paymentBadge } from "@portal/shared/purchase-rules";
import type { Purchase } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** New Purchase, Paid or Cancelled, and Overdue, by the shared purchase rules. */
export function PurchaseBadges({ purchase, now }: { purchase: Purchase; now: Date }) {
  const { t } = useTranslation("store");
  const paid = paymentBadge(purchase) === "paid";
  return (
    <div className="flex flex-wrap gap-1.5">
      {isNewPurchase(purchase, now) && <Badge tone="blue">{t("purchases.newPurchase")}</Badge>}
      <Badge tone={paid ? "green" : "gray"}>{paid ? t("purchases.paid") : t("purchases.cancelled")}</Badge>
      {isOverdue(purchase, now) && <Badge tone="solidRed">{t("purchases.overdue")}</Badge>}
    </div>
  );
}
