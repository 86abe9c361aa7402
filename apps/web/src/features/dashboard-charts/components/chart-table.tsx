import { useTranslation } from "react-i18next";
import { type ChartSeries, formatFigure } from "../lib/chart-series";

/** The chart's figures as a table: one row per period (or status), oldest first. */
export function ChartTable({ series, caption }: { series: ChartSeries; caption: string }) {
  const { t, i18n } = useTranslation("dashboard");
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t(`chart.${series.id}.period`)}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t(`chart.${series.id}.value`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((point) => (
            <tr key={point.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 text-start font-normal">
                {point.fullLabel}
              </th>
              <td className="px-3 py-1.5 text-end tabular-nums">{formatFigure(series, point.value, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
