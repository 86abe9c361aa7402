import { DashboardCharts } from "@/features/dashboard-charts";
import { AdminDashboardPage } from "@/features/projects/pages/admin-dashboard-page";

export { prefetchFirstData } from "@/features/projects/pages/admin-dashboard-page";

/** The admin dashboard: the projects screen with the charts below its counts (their drawing code loads after it). */
export function AdminDashboardScreen() {
  return <AdminDashboardPage charts={<DashboardCharts />} />;
}
