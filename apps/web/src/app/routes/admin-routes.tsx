import type { Capability } from "@portal/shared/agency-roles";
import type { RouteObject } from "react-router";
import { RoleGate } from "@/features/auth";
import { firstAdminPage } from "../navigation";
import { lazyPage } from "./lazy-page";

/** A page only for agency roles holding `capability` (decision 096); `elsewhere` sends the others on. */
function gated(
  capability: Capability,
  page: Pick<RouteObject, "element" | "handle">,
  elsewhere?: typeof firstAdminPage,
): Pick<RouteObject, "element" | "handle"> {
  return {
    ...page,
    element: (
      <RoleGate capability={capability} elsewhere={elsewhere}>
        {page.element}
      </RoleGate>
    ),
  };
}

/** Children of /admin (role admin). */
export const adminRoutes: RouteObject[] = [
  {
    path: "dashboard",
    ...gated(
      "dashboard.read",
      lazyPage(
        () => import("@/app/routes/admin-dashboard/admin-dashboard-screen"),
        (m) => m.AdminDashboardScreen,
        { role: "admin", prefetch: (m, client) => m.prefetchFirstData(client) },
      ),
      firstAdminPage,
    ),
  },
  {
    path: "revision-requests",
    ...gated(
      "revisions.read",
      lazyPage(
        () => import("@/features/revisions/pages/admin-revision-requests-page"),
        (m) => m.AdminRevisionRequestsPage,
      ),
    ),
  },
  {
    path: "revisions/:revisionId",
    ...gated(
      "revisions.read",
      lazyPage(
        () => import("@/features/revisions/pages/admin-revision-detail-page"),
        (m) => m.AdminRevisionDetailPage,
      ),
    ),
  },
  {
    path: "demo-bridge",
    ...gated(
      "projects.write",
      lazyPage(
        () => import("@/features/revisions/pages/admin-demo-bridge-page"),
        (m) => m.AdminDemoBridgePage,
      ),
    ),
  },
  {
    path: "users",
    ...gated(
      "users.read",
      lazyPage(
        () => import("@/features/users/pages/manage-users-page"),
        (m) => m.ManageUsersPage,
      ),
    ),
  },
  {
    path: "users/:userId",
    ...gated(
      "users.read",
      lazyPage(
        () => import("@/app/routes/admin-user-detail/user-detail-page"),
        (m) => m.UserDetailPage,
      ),
    ),
  },
  {
    path: "invoices",
    ...gated(
      "invoices.read",
      lazyPage(
        () => import("@/features/invoices/pages/admin-invoices-page"),
        (m) => m.AdminInvoicesPage,
      ),
    ),
  },
  {
    path: "support-tickets",
    ...gated(
      "tickets.read",
      lazyPage(
        () => import("@/features/support/pages/admin-support-tickets-page"),
        (m) => m.AdminSupportTicketsPage,
      ),
    ),
  },
  {
    path: "feature-store",
    ...gated(
      "store.write",
      lazyPage(
        () => import("@/features/store/pages/admin-feature-store-page"),
        (m) => m.AdminFeatureStorePage,
      ),
    ),
  },
  {
    path: "client-features",
    ...gated(
      "purchases.read",
      lazyPage(
        () => import("@/features/client-features/pages/client-features-page"),
        (m) => m.ClientFeaturesPage,
      ),
    ),
  },
  {
    path: "activity",
    ...gated(
      "audit.read",
      lazyPage(
        () => import("@/features/activity/pages/activity-page"),
        (m) => m.ActivityPage,
      ),
    ),
  },
  {
    path: "dev-outbox",
    ...gated(
      "devtools.read",
      lazyPage(
        () => import("@/features/dev-outbox/pages/dev-outbox-page"),
        (m) => m.DevOutboxPage,
      ),
    ),
  },
  {
    path: "settings/agency",
    ...gated(
      "settings.read",
      lazyPage(
        () => import("@/features/agency-settings/pages/agency-settings-page"),
        (m) => m.AgencySettingsPage,
      ),
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
