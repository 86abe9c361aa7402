import { useCan } from "@/features/auth";
import { DashboardCharts, ReceivablesCard } from "@/features/dashboard-charts";
import { AdminDashboardPage } from "@/features/projects/pages/admin-dashboard-page";

export { prefetchFirstData } from "@/features/projects/pages/admin-dashboard-page";

/**
 * The admin dashboard: the projects screen with, below its counts, the amounts outstanding and
 * overdue (roles that read invoices, decision 105) and the charts (their drawing code loads after it).
 */
export function AdminDashboardScreen() {
  const can = useCan();
  return (
    <AdminDashboardPage
      charts={
        <>
          {can("invoices.read") && <ReceivablesCard />}
          <DashboardCharts />
        </>
      }
    />
  );
}
