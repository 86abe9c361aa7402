import { formatCents } from "@portal/shared/format";
import { averagePriceCents } from "@portal/shared/purchase-rules";
import type { ClientSummariesResponse } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";

/** Filtered clients (of all buyers), features bought, revenue and the average price in whole dollars. */
export function SummaryCards({ summary }: { summary: ClientSummariesResponse }) {
  const { t } = useTranslation("client-features");
  const features = summary.featureCount;
  const revenue = summary.revenueCents;
  const cards = [
    {
      label: t("cards.clients"),
      value: t("cards.clientsOf", { shown: summary.total, total: summary.totalClients }),
    },
    { label: t("cards.totalFeatures"), value: String(features) },
    { label: t("cards.totalRevenue"), value: formatCents(revenue), ltr: true },
    {
      label: t("cards.averagePrice"),
      value: formatCents(averagePriceCents(revenue, features)).replace(/\.00$/, ""),
      ltr: true,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="flex flex-col gap-1 p-4">
          <p className="text-sm text-slate-600">{card.label}</p>
          <p className="text-2xl font-bold" dir={card.ltr ? "ltr" : undefined}>
            <span className={card.ltr ? "inline-block" : undefined}>{card.value}</span>
          </p>
        </Card>
      ))}
    </div>
  );
}
