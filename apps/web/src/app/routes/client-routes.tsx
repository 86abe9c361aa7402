import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /dashboard (role client). */
export const clientRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import("@/features/projects/pages/client-dashboard-page"), (m) => m.ClientDashboardPage),
  },
  {
    path: "settings",
    lazy: lazyPage(() => import("@/features/settings/pages/settings-page"), (m) => m.SettingsPage),
  },
];
