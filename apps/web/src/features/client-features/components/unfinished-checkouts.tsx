import { formatCents } from "@portal/shared/format";
import type { UnfinishedCheckout } from "@portal/shared/store-contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";

/** Checkouts the client started but did not pay, labelled; shown to admins only. */
export function UnfinishedCheckouts({ checkouts }: { checkouts: UnfinishedCheckout[] }) {
  const { t } = useTranslation("client-features");
  const headingId = useId();
  if (checkouts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {t("unfinished.title")}
        </h3>
        <p className="text-sm text-slate-600">{t("unfinished.description")}</p>
      </div>
      <Card>
        <ul className="divide-y divide-slate-100">
          {checkouts.map((checkout) => (
            <li key={checkout.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{checkout.featureName}</p>
                <p className="text-xs text-slate-500">
                  {t(`billing.${checkout.billingType}`)} · {t("unfinished.startedOn", { date: formatDate(checkout.startedAt) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span dir="ltr" className="text-slate-600">
                  {formatCents(checkout.priceCents)}
                </span>
                <Badge tone={checkout.paymentStatus === "pending" ? "yellow" : "gray"}>
                  {t(`unfinished.${checkout.paymentStatus}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
