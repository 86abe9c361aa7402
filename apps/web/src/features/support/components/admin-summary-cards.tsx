import type { TicketStatusCounts } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";

const CARDS = ["total", "new", "in_progress", "closed"] as const;

/** Total, new, in progress and closed tickets (of all tickets, whatever the filter). */
export function AdminSummaryCards({ counts }: { counts: TicketStatusCounts | undefined }) {
  const { t } = useTranslation("support");
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {CARDS.map((key) => (
        <Card key={key} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-slate-600">{t(`admin.summary.${key}`)}</dt>
          <dd className="text-2xl font-bold">{counts ? counts[key] : "–"}</dd>
        </Card>
      ))}
    </dl>
  );
}
