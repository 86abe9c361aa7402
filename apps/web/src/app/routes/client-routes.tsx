import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { type ClientAccess, CompanyGate } from "@/features/companies";
import { loadAllTexts } from "@/lib/i18n";
import { firstClientPage } from "../navigation";
import { lazyPage, withTexts } from "./lazy-page";

/** A client screen other than the home, which shows before the other screens' texts are in (decision 129). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(() => withTexts(load(), loadAllTexts()), pick);
}

/**
 * A page only for the company's owner or a colleague whose rights give `access` (decision 115);
 * `elsewhere` sends the others on.
 */
function gated(
  access: ClientAccess,
  page: Pick<RouteObject, "element" | "handle">,
  elsewhere?: typeof firstClientPage,
): Pick<RouteObject, "element" | "handle"> {
  return {
    ...page,
    element: (
      <CompanyGate access={access} elsewhere={elsewhere}>
        {page.element}
      </CompanyGate>
    ),
  };
}

/** Children of /dashboard (role client). */
export const clientRoutes: RouteObject[] = [
  {
    index: true,
    ...gated(
      ["project", "revisions"],
      lazyPage(
        () => import("@/app/routes/client-dashboard/client-dashboard-page"),
        (m) => m.ClientDashboardPage,
        { role: "client", prefetch: (m, client) => m.prefetchFirstData(client) },
      ),
      firstClientPage,
    ),
  },
  {
    path: "revisions",
    ...gated(
      "revisions",
      screen(
        () => import("@/features/revisions/pages/revisions-page"),
        (m) => m.RevisionsPage,
      ),
    ),
  },
  {
    path: "settings",
    ...screen(
      () => import("@/features/settings/pages/settings-page"),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: "team",
    ...gated(
      "owner",
      screen(
        () => import("@/features/companies/pages/team-page"),
        (m) => m.TeamPage,
      ),
    ),
  },
  {
    path: "invoices",
    ...gated(
      "billing",
      screen(
        () => import("@/features/invoices/pages/client-invoices-page"),
        (m) => m.ClientInvoicesPage,
      ),
    ),
  },
  {
    path: "support",
    ...gated(
      "support",
      screen(
        () => import("@/features/support/pages/support-page"),
        (m) => m.SupportPage,
      ),
    ),
  },
  {
    path: "store",
    ...gated(
      "billing",
      screen(
        () => import("@/features/store/pages/store-page"),
        (m) => m.StorePage,
      ),
    ),
  },
  {
    path: "store/success",
    ...gated(
      "billing",
      screen(
        () => import("@/features/store/pages/payment-success-page"),
        (m) => m.PaymentSuccessPage,
      ),
    ),
  },
  {
    path: "store/cancel",
    ...gated(
      "billing",
      screen(
        () => import("@/features/store/pages/payment-cancel-page"),
        (m) => m.PaymentCancelPage,
      ),
    ),
  },
];
