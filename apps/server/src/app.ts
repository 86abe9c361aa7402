import { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps } from "./app-deps.ts";
import type { AppEnv } from "./app-env.ts";
import { isAllowedAuthEndpoint } from "./auth/allowed-endpoints.ts";
import { CLIENT_IP_HEADER } from "./auth/auth.ts";
import { loadSession, signedInProfile } from "./auth/session-middleware.ts";
import { bodyLimits } from "./lib/body-limits.ts";
import { clientIp } from "./lib/client-ip.ts";
import { compressJson } from "./lib/compress-json.ts";
import { crawlRoutes } from "./lib/crawl-files.ts";
import { currentPageBrand } from "./lib/current-brand.ts";
import { errorResponse } from "./lib/error-response.ts";
import { errorReply } from "./lib/error-status.ts";
import { inputGuard } from "./lib/input-guard.ts";
import { httpMetrics } from "./lib/metrics/http-metrics.ts";
import { metricsRoutes } from "./lib/metrics/metrics-route.ts";
import { originCheck } from "./lib/origin-check.ts";
import { requestContext } from "./lib/request-context.ts";
import { mountWebApp } from "./lib/web-app.ts";
import { firstRunRedirect, getAgencySettings } from "./modules/agency/index.ts";
import { agencyRoutes } from "./modules/agency/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { billingAdminRoutes } from "./modules/billing/admin-routes.ts";
import { billingRoutes } from "./modules/billing/routes.ts";
import { sandboxRoutes } from "./modules/billing/sandbox-routes.ts";
import { webhookRoutes } from "./modules/billing/webhook-routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { demoBridgeRoutes } from "./modules/demo-site/bridge-routes.ts";
import { deviceRoutes } from "./modules/devices/routes.ts";
import { eventRoutes } from "./modules/events/routes.ts";
import { fileRoutes } from "./modules/files/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { invoiceRoutes } from "./modules/invoices/routes.ts";
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
import { controlRoutes, type LocalControl } from "./ops/control-routes.ts";

/**
 * Builds the whole app: `/api`, the auth handler and the built web app; with `control`, the
 * route a running embedded portal answers the CLI on (ops/control-routes.ts).
 */
export function createApp(deps: AppDeps, options: { control?: LocalControl } = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext);
  // Before the security headers: demo sites on other origins load /bridge.js.
  app.route("/", demoBridgeRoutes(deps.config.webDistDir));

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        // Demo sites of any origin are shown in frames; the portal itself is never framed.
        frameSrc: ["https:", "http:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      // Framing is refused by `frame-ancestors` alone: X-Frame-Options SAMEORIGIN said otherwise.
      xFrameOptions: false,
      // HSTS means something only over https: sent when the portal's address is https, never on
      // a plain-http set-up (the embedded default, a LAN address), where it would be wrong.
      strictTransportSecurity: deps.config.publicUrl.startsWith("https:") ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      deps.log.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });

  app.onError((error, c) => errorResponse(error, c, deps.log));
  app.route("/", metricsRoutes);
  if (options.control) app.route("/", controlRoutes(options.control));
  app.use("/api/*", httpMetrics);
  app.use("/api/*", compressJson);

  app.use("/api/*", originCheck(deps.config.origins));
  app.use("/api/*", bodyLimits);
  app.use("/api/*", inputGuard);
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    if (!isAllowedAuthEndpoint(c.req.method, c.req.path)) return errorReply(c, "not_found", "Not found");
    // Better Auth limits per client address; it reads it from a header only the app sets.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  const api = new OpenAPIHono<AppEnv>();
  // Before the session middleware: health answers without a session lookup.
  api.route("/", healthRoutes);
  api.use(loadSession);
  api.route("/", agencyRoutes);
  api.route("/", authRoutes);
  api.route("/", userRoutes);
  api.route("/", fileRoutes);
  api.route("/", notificationRoutes);
  api.route("/", preferenceRoutes);
  api.route("/", devOutboxRoutes);
  api.route("/", unsubscribeRoutes);
  api.route("/", eventRoutes);
  api.route("/", deviceRoutes);
  api.route("/", projectRoutes);
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
  // Routes other than the public ones declare `security: [{ session: [] }]` (auth/route-access.ts).
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "portal.session_token",
    description:
      "The session cookie set by signing in (`/api/auth/phone-number/verify` or `/api/auth/sign-in/email`); `__Secure-portal.session_token` over https.",
  });
  // The document carries the agency's name, so it is made per request (as doc31 would) from the settings.
  api.get("/openapi.json", async (c) => {
    const { name } = (await getAgencySettings(deps.db)).identity;
    return c.json(api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: `${name} client portal API`, version: "1.0.0" } }));
  });
  app.route("/api", api);
  app.all("/api/*", (c) => errorReply(c, "not_found", "Not found"));
  app.route("/", crawlRoutes);

  if (deps.config.webDistDir) {
    app.use("*", firstRunRedirect);
    mountWebApp(
      app,
      deps.config.webDistDir,
      (headers) => signedInProfile(deps, headers),
      () => currentPageBrand(deps.db),
    );
  }
  return app;
}
