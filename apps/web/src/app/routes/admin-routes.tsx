import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /admin (role admin). */
export const adminRoutes: RouteObject[] = [
  {
    path: "dashboard",
    lazy: lazyPage(() => import("@/features/projects/pages/admin-dashboard-page"), (m) => m.AdminDashboardPage),
  },
];
