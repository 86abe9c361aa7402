import { formatCents } from "@portal/shared/format";
import type { Purchase } from "@portal/shared/store-contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format-date";
import { CancelPurchaseButton } from "./cancel-purchase-button";
import { DueText } from "./due-text";
import { PurchaseBadges } from "./purchase-badges";

const STATUS_TONES = { pending: "yellow", in_progress: "blue", completed: "green" } as const;

/** One purchase in My Purchases: badges, due text, price, billing, progress and cancellation. */
export function PurchaseCard({ purchase, now }: { purchase: Purchase; now: Date }) {
  const { t } = useTranslation("store");
  const progressId = useId();
  const canCancel = purchase.billingType === "monthly" && purchase.paymentStatus === "paid" && !purchase.cancelAtPeriodEnd;
  return (
    <Card className="flex flex-col gap-3 p-5" role="article" aria-label={purchase.featureName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <h2 className="font-semibold">{purchase.featureName}</h2>
          <PurchaseBadges purchase={purchase} now={now} />
        </div>
        <Badge tone={STATUS_TONES[purchase.status]}>{t(`purchases.status.${purchase.status}`)}</Badge>
      </div>
      <DueText purchase={purchase} now={now} />
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <span className="text-lg font-bold" dir="ltr">
          {formatCents(purchase.priceCents)}
        </span>
        <span className="text-slate-600">{t(`billing.${purchase.billingType}`)}</span>
        <span className="text-slate-500">{t("purchases.purchasedOn", { date: formatDate(purchase.purchasedAt) })}</span>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between text-xs text-slate-600">
          <span id={progressId}>{t("purchases.progress")}</span>
          <span>{purchase.progress}%</span>
        </div>
        <Progress value={purchase.progress} aria-labelledby={progressId} />
        {purchase.targetCompletionDate && (
          <p className="text-xs text-slate-500">
            {t("purchases.targetDate", { date: formatDate(purchase.targetCompletionDate) })}
          </p>
        )}
      </div>
      {purchase.billingType === "monthly" &&
        purchase.accessUntil &&
        (purchase.cancelAtPeriodEnd || purchase.paymentStatus === "cancelled") && (
          <p className="text-sm text-slate-600">
            {purchase.paymentStatus === "cancelled"
              ? t("purchases.accessUntil", { date: formatDate(purchase.accessUntil) })
              : t("purchases.cancelsAt")}
          </p>
        )}
      {canCancel && (
        <div>
          <CancelPurchaseButton purchase={purchase} />
        </div>
      )}
    </Card>
  );
}
