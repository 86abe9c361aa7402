import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardChartKeys } from "./query-keys";

const dashboardChartsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardChartKeys.admin(),
    queryFn: () => api.get("/admin/dashboard/charts"),
  });

export function useDashboardCharts() {
  return useQuery(dashboardChartsQueryOptions());
}
