import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDashboardCharts } from "../api/get-dashboard-charts";
import { CHART_IDS, chartSeries } from "../lib/chart-series";
import { ChartCard } from "./chart-card";

/** The admin dashboard's charts: paid revenue, open tickets, revision requests and the project pipeline; one per row below 768 px. */
export function DashboardCharts() {
  const { t, i18n } = useTranslation("dashboard");
  const { data, isError, refetch } = useDashboardCharts();
  const headingId = useId();
  const series = useMemo(
    () => (data ? chartSeries(data, i18n.language, (status) => t(`projects:status.${status}`)) : undefined),
    [data, i18n.language, t],
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t("title")}
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {CHART_IDS.map((id) => (
          <ChartCard key={id} id={id} series={series?.[id]} isError={isError} onRetry={() => void refetch()} />
        ))}
      </div>
    </section>
  );
}
