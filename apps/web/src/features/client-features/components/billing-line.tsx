import type { Purchase } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format-date";

/**
 * How a purchase is billed, and for a monthly one the client cancelled, when it ends or ended:
 * the admin sees what the client sees before working on a feature nobody pays for any more.
 */
export function BillingLine({ purchase, now = new Date() }: { purchase: Purchase; now?: Date }) {
  const { t } = useTranslation("client-features");
  const cancelled = purchase.paymentStatus === "cancelled" || purchase.cancelAtPeriodEnd;
  // A cancelled subscription runs to the end of the period it was paid for: ended only once that is past.
  const runsOn = purchase.accessUntil !== null && new Date(purchase.accessUntil) > now;
  const ended = cancelled && !runsOn && (purchase.paymentStatus === "cancelled" || purchase.accessUntil !== null);
  const ending = cancelled && !ended;
  const date = purchase.accessUntil ? formatDate(purchase.accessUntil) : null;
  return (
    <>
      <p className="text-xs text-slate-500">{t(`billing.${purchase.billingType}`)}</p>
      {purchase.billingType === "monthly" && (ended || ending) && (
        <p className="text-xs font-medium text-amber-800">
          {t(`billingNote.${ended ? "ended" : "ending"}${date ? "" : "NoDate"}`, { date })}
        </p>
      )}
    </>
  );
}
