import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /dashboard (role client). */
export const clientRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(
      () => import("@/app/routes/client-dashboard/client-dashboard-page"),
      (m) => m.ClientDashboardPage,
      { role: "client", prefetch: (m, client) => m.prefetchFirstData(client) },
    ),
  },
  {
    path: "revisions",
    ...lazyPage(
      () => import("@/features/revisions/pages/revisions-page"),
      (m) => m.RevisionsPage,
    ),
  },
  {
    path: "settings",
    ...lazyPage(
      () => import("@/features/settings/pages/settings-page"),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: "team",
    ...lazyPage(
      () => import("@/features/companies/pages/team-page"),
      (m) => m.TeamPage,
    ),
  },
  {
    path: "invoices",
    ...lazyPage(
      () => import("@/features/invoices/pages/client-invoices-page"),
      (m) => m.ClientInvoicesPage,
    ),
  },
  {
    path: "support",
    ...lazyPage(
      () => import("@/features/support/pages/support-page"),
      (m) => m.SupportPage,
    ),
  },
  {
    path: "store",
    ...lazyPage(
      () => import("@/features/store/pages/store-page"),
      (m) => m.StorePage,
    ),
  },
  {
    path: "store/success",
    ...lazyPage(
      () => import("@/features/store/pages/payment-success-page"),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: "store/cancel",
    ...lazyPage(
      () => import("@/features/store/pages/payment-cancel-page"),
      (m) => m.PaymentCancelPage,
    ),
  },
];
