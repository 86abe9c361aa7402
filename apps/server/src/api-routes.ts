import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { loadSession } from "./auth/session-middleware.ts";
import { agencyRoutes } from "./modules/agency/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { billingAdminRoutes } from "./modules/billing/admin-routes.ts";
import { billingRoutes } from "./modules/billing/routes.ts";
import { sandboxRoutes } from "./modules/billing/sandbox-routes.ts";
import { webhookRoutes } from "./modules/billing/webhook-routes.ts";
import { adminTeamRoutes } from "./modules/companies/admin-team-routes.ts";
import { companyRoutes } from "./modules/companies/routes.ts";
import { teamRoutes } from "./modules/companies/team-routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { deviceRoutes } from "./modules/devices/routes.ts";
import { eventRoutes } from "./modules/events/routes.ts";
import { fileRoutes } from "./modules/files/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { invoiceRoutes } from "./modules/invoices/routes.ts";
import { milestoneAdminRoutes } from "./modules/milestones/admin-routes.ts";
import { milestoneClientRoutes } from "./modules/milestones/client-routes.ts";
import { devOutboxRoutes } from "./modules/notifications/dev-outbox-routes.ts";
import { preferenceRoutes } from "./modules/notifications/preference-routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { unsubscribeRoutes } from "./modules/notifications/unsubscribe-routes.ts";
import { projectRoutes } from "./modules/projects/routes.ts";
import { commentRoutes } from "./modules/revisions/comment-routes.ts";
import { revisionRoutes } from "./modules/revisions/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { clientFeaturesRoutes } from "./modules/store/client-features-routes.ts";
import { storeRoutes } from "./modules/store/routes.ts";
import { supportRoutes } from "./modules/support/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";

/**
 * Every route under `/api`, mounted on one router that needs nothing to be built (the routes read
 * their dependencies from the request's context): `app.ts` serves it, and its OpenAPI document is
 * what the web's typed client is generated from (`npm run api:types`, decision 092).
 */
export function createApiRoutes() {
  const api = new OpenAPIHono<AppEnv>();
  // Before the session middleware: health answers without a session lookup.
  api.route("/", healthRoutes);
  api.use(loadSession);
  api.route("/", agencyRoutes);
  api.route("/", authRoutes);
  api.route("/", userRoutes);
  api.route("/", deviceRoutes);
  api.route("/", fileRoutes);
  api.route("/", notificationRoutes);
  api.route("/", preferenceRoutes);
  api.route("/", devOutboxRoutes);
  api.route("/", unsubscribeRoutes);
  api.route("/", eventRoutes);
  api.route("/", projectRoutes);
  api.route("/", milestoneClientRoutes);
  api.route("/", milestoneAdminRoutes);
  api.route("/", revisionRoutes);
  api.route("/", commentRoutes);
  api.route("/", storeRoutes);
  api.route("/", clientFeaturesRoutes);
  api.route("/", billingRoutes);
  api.route("/", billingAdminRoutes);
  api.route("/", webhookRoutes);
  api.route("/", sandboxRoutes);
  api.route("/", supportRoutes);
  api.route("/", invoiceRoutes);
  api.route("/", auditRoutes);
  api.route("/", searchRoutes);
  api.route("/", dashboardRoutes);
  api.route("/", companyRoutes);
  api.route("/", teamRoutes);
  api.route("/", adminTeamRoutes);
  // Routes other than the public ones declare `security: [{ session: [] }]` (auth/route-access.ts).
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "portal.session_token",
    description:
      "The session cookie set by signing in (`/api/auth/phone-number/verify` or `/api/auth/sign-in/email`); `__Secure-portal.session_token` over https.",
  });
  return api;
}

/** The OpenAPI document of `createApiRoutes`, titled with the agency's name. */
export function apiDocument(api: ReturnType<typeof createApiRoutes>, agencyName: string) {
  return api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: `${agencyName} client portal API`, version: "1.0.0" } });
}
