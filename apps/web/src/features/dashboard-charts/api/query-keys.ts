/** Query keys of the admin dashboard's charts. */
export const dashboardChartKeys = {
  all: ["dashboard-charts"] as const,
  admin: () => [...dashboardChartKeys.all, "admin"] as const,
};
