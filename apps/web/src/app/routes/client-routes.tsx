import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /dashboard (role client). */
export const clientRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import("@/app/routes/client-dashboard/client-dashboard-page"),
      (m) => m.ClientDashboardPage,
    ),
  },
  {
    path: "revisions",
    lazy: lazyPage(
      () => import("@/features/revisions/pages/revisions-page"),
      (m) => m.RevisionsPage,
    ),
  },
  {
    path: "settings",
    lazy: lazyPage(
      () => import("@/features/settings/pages/settings-page"),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: "invoices",
    lazy: lazyPage(
      () => import("@/features/invoices/pages/client-invoices-page"),
      (m) => m.ClientInvoicesPage,
    ),
  },
  {
    path: "support",
    lazy: lazyPage(
      () => import("@/features/support/pages/support-page"),
      (m) => m.SupportPage,
    ),
  },
  {
    path: "store",
    lazy: lazyPage(
      () => import("@/features/store/pages/store-page"),
      (m) => m.StorePage,
    ),
  },
  {
    path: "store/success",
    lazy: lazyPage(
      () => import("@/features/store/pages/payment-success-page"),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: "store/cancel",
    lazy: lazyPage(
      () => import("@/features/store/pages/payment-cancel-page"),
      (m) => m.PaymentCancelPage,
    ),
  },
];
