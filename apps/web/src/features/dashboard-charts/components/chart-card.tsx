import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type ChartId, type ChartSeries, isEmptySeries } from "../lib/chart-series";
import { ChartTable } from "./chart-table";

// recharts and the drawing code arrive after the dashboard's first screen, in their own chunk.
const ChartCanvas = lazy(() => import("./chart-canvas"));

function ChartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="h-60 animate-pulse rounded-lg bg-slate-100">
      <span className="sr-only">{label}</span>
    </div>
  );
}

interface ChartCardProps {
  id: ChartId;
  /** Undefined while loading or after a failure. */
  series: ChartSeries | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** One chart: heading, description, the drawing or its table (a toggle), and its loading, error and empty states in place. */
export function ChartCard({ id, series, isError, onRetry }: ChartCardProps) {
  const { t, i18n } = useTranslation("dashboard");
  const [asTable, setAsTable] = useState(false);
  const ids = { heading: useId(), description: useId(), body: useId() };
  const title = t(`chart.${id}.title`);
  const empty = series ? isEmptySeries(series) : false;

  let body: ReactNode;
  if (isError && !series) {
    body = (
      <div role="alert" className="flex h-60 flex-col items-center justify-center gap-3 text-center">
        <p className="text-red-700">{t("loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      </div>
    );
  } else if (!series) {
    body = <ChartSkeleton label={t("loading")} />;
  } else if (empty) {
    body = <p className="flex h-60 items-center justify-center text-center text-slate-600">{t(`chart.${id}.empty`)}</p>;
  } else if (asTable) {
    body = <ChartTable series={series} caption={title} />;
  } else {
    body = (
      <div role="img" aria-labelledby={ids.heading} aria-describedby={ids.description} className="h-60">
        <Suspense fallback={<ChartSkeleton label={t("loading")} />}>
          <ChartCanvas series={series} valueName={t(`chart.${id}.value`)} dir={i18n.dir()} language={i18n.language} />
        </Suspense>
      </div>
    );
  }

  return (
    <Card data-chart={id} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h3" id={ids.heading} className="text-base">
            {title}
          </CardTitle>
          <CardDescription id={ids.description}>{t(`chart.${id}.description`)}</CardDescription>
        </div>
        {series && !empty && (
          <Button
            variant="outline"
            size="sm"
            aria-controls={ids.body}
            aria-describedby={ids.heading}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? t("showChart") : t("showTable")}
          </Button>
        )}
      </CardHeader>
      <CardContent id={ids.body}>{body}</CardContent>
    </Card>
  );
}
