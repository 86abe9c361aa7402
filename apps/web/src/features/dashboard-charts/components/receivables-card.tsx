import { formatCents } from "@portal/shared/format";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useReceivables } from "../api/get-receivables";

/** Amounts outstanding and overdue, in all and per client (decision 105); shown to roles that read invoices. */
export function ReceivablesCard() {
  const { t } = useTranslation("dashboard");
  const { data, isPending, isError } = useReceivables();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("receivables.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <Spinner label={t("receivables.loading")} showLabel />
        ) : isError || !data ? (
          <p role="alert" className="text-red-700">
            {t("receivables.loadFailed")}
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-slate-600">{t("receivables.outstanding")}</dt>
                <dd className="text-2xl font-semibold">{formatCents(data.outstandingCents)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("receivables.overdue")}</dt>
                <dd className={`text-2xl font-semibold ${data.overdueCents > 0 ? "text-red-700" : ""}`}>
                  {formatCents(data.overdueCents)}
                </dd>
              </div>
            </dl>
            {data.clients.length === 0 ? (
              <p className="text-slate-600">{t("receivables.empty")}</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={t("receivables.perClient")}>
                {data.clients.map((c) => (
                  <li key={c.clientId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                    <div className="min-w-0">
                      <p dir="auto" className="font-medium">
                        {c.clientName || c.clientEmail}
                      </p>
                      <p dir="ltr" className="truncate text-xs text-slate-500">
                        {c.clientEmail}
                      </p>
                    </div>
                    <p className="text-sm">
                      {t("receivables.clientOutstanding", { amount: formatCents(c.outstandingCents) })}
                      {c.overdueCents > 0 && (
                        <span className="ms-2 font-medium text-red-700">
                          {t("receivables.clientOverdue", { amount: formatCents(c.overdueCents) })}
                        </span>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {data.clientCount > data.clients.length && (
              <p className="text-xs text-slate-500">
                {t("receivables.more", { shown: data.clients.length, count: data.clientCount })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
