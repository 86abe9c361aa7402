import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Children of /admin (role admin). */
export const adminRoutes: RouteObject[] = [
  {
    path: "dashboard",
    ...lazyPage(
      () => import("@/app/routes/admin-dashboard/admin-dashboard-screen"),
      (m) => m.AdminDashboardScreen,
      { role: "admin", prefetch: (m, client) => m.prefetchFirstData(client) },
    ),
  },
  {
    path: "revision-requests",
    ...lazyPage(
      () => import("@/features/revisions/pages/admin-revision-requests-page"),
      (m) => m.AdminRevisionRequestsPage,
    ),
  },
  {
    path: "revisions/:revisionId",
    ...lazyPage(
      () => import("@/features/revisions/pages/admin-revision-detail-page"),
      (m) => m.AdminRevisionDetailPage,
    ),
  },
  {
    path: "demo-bridge",
    ...lazyPage(
      () => import("@/features/revisions/pages/admin-demo-bridge-page"),
      (m) => m.AdminDemoBridgePage,
    ),
  },
  {
    path: "users",
    ...lazyPage(
      () => import("@/features/users/pages/manage-users-page"),
      (m) => m.ManageUsersPage,
    ),
  },
  {
    path: "users/:userId",
    ...lazyPage(
      () => import("@/app/routes/admin-user-detail/user-detail-page"),
      (m) => m.UserDetailPage,
    ),
  },
  {
    path: "invoices",
    ...lazyPage(
      () => import("@/features/invoices/pages/admin-invoices-page"),
      (m) => m.AdminInvoicesPage,
    ),
  },
  {
    path: "support-tickets",
    ...lazyPage(
      () => import("@/features/support/pages/admin-support-tickets-page"),
      (m) => m.AdminSupportTicketsPage,
    ),
  },
  {
    path: "feature-store",
    ...lazyPage(
      () => import("@/features/store/pages/admin-feature-store-page"),
      (m) => m.AdminFeatureStorePage,
    ),
  },
  {
    path: "client-features",
    ...lazyPage(
      () => import("@/features/client-features/pages/client-features-page"),
      (m) => m.ClientFeaturesPage,
    ),
  },
  {
    path: "activity",
    ...lazyPage(
      () => import("@/features/activity/pages/activity-page"),
      (m) => m.ActivityPage,
    ),
  },
  {
    path: "dev-outbox",
    ...lazyPage(
      () => import("@/features/dev-outbox/pages/dev-outbox-page"),
      (m) => m.DevOutboxPage,
    ),
  },
  {
    path: "settings/agency",
    ...lazyPage(
      () => import("@/features/agency-settings/pages/agency-settings-page"),
      (m) => m.AgencySettingsPage,
    ),
  },
  {
    path: "settings",
    ...lazyPage(
      () => import("@/features/billing/pages/admin-settings-page"),
      (m) => m.AdminSettingsPage,
    ),
  },
];
