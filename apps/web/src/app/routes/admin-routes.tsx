import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /admin (role admin). */
export const adminRoutes: RouteObject[] = [
  {
    path: "dashboard",
    lazy: lazyPage(() => import("@/features/projects/pages/admin-dashboard-page"), (m) => m.AdminDashboardPage),
  },
  {
    path: "users",
    lazy: lazyPage(() => import("@/features/users/pages/manage-users-page"), (m) => m.ManageUsersPage),
  },
  {
    path: "users/:userId",
    lazy: lazyPage(() => import("@/features/users/pages/user-detail-page"), (m) => m.UserDetailPage),
  },
];
