import { NEUTRAL_BRAND_COLOUR } from "@portal/shared/agency-brand";
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useBrand } from "@/features/agency";
import { axisLayout, type ChartPoint, type ChartSeries, formatFigure, formatTick } from "../lib/chart-series";

// The agency's colour (at least 4.5:1 on white, checked when it is saved); the axis text is slate-600
// (7.6:1). One colour per chart: it never carries meaning.
const AXIS = { fill: "#475569", fontSize: 12 };
const GRID = "#e2e8f0";

interface ChartCanvasProps {
  series: ChartSeries;
  /** The value's name in the tooltip ("Paid revenue"). */
  valueName: string;
  dir: "ltr" | "rtl";
  language: string;
}

/** The drawn chart (recharts): loaded lazily, after the dashboard's first screen (decision 064). */
export default function ChartCanvas({ series, valueName, dir, language }: ChartCanvasProps) {
  const ink = useBrand()?.brandColour ?? NEUTRAL_BRAND_COLOUR;
  const layout = axisLayout(dir);
  const xAxis = <XAxis dataKey="label" reversed={layout.reversed} tick={AXIS} tickLine={false} interval="preserveStartEnd" />;
  const yAxis = (
    <YAxis
      orientation={layout.valueAxis}
      allowDecimals={false}
      tick={AXIS}
      tickLine={false}
      axisLine={false}
      width={series.money ? 56 : 36}
      tickFormatter={(value: number) => formatTick(series, value, language)}
    />
  );
  const tooltip = (
    <Tooltip
      formatter={(value) => [formatFigure(series, Number(value), language), valueName]}
      labelFormatter={(_, payload) => (payload[0]?.payload as ChartPoint | undefined)?.fullLabel ?? ""}
      contentStyle={{ direction: dir, textAlign: "start", borderRadius: 8, borderColor: GRID }}
    />
  );
  const margin = { top: 20, right: 8, bottom: 0, left: 8 };
  return (
    <ResponsiveContainer width="100%" height={240}>
      {series.kind === "line" ? (
        <LineChart data={series.points} margin={margin} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          {yAxis}
          {tooltip}
          <Line
            dataKey="value"
            name={valueName}
            stroke={ink}
            strokeWidth={2}
            dot={{ r: 3, fill: ink }}
            isAnimationActive={false}
          />
        </LineChart>
      ) : (
        <BarChart data={series.points} margin={margin} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          {yAxis}
          {tooltip}
          <Bar dataKey="value" name={valueName} fill={ink} radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {series.id === "pipeline" && <LabelList dataKey="value" position="top" fill="#0f172a" fontSize={12} />}
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
