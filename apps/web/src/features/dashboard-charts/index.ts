/** The admin dashboard's charts: the section the dashboard screen shows, and its query keys for live updates. */
export { dashboardChartKeys } from "./api/query-keys";
export { DashboardCharts } from "./components/dashboard-charts";
export { ReceivablesCard } from "./components/receivables-card";
