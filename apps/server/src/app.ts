import { Hono } from "hono";
import { apiDocument, createApiRoutes } from "./api-routes.ts";
import type { AppDeps } from "./app-deps.ts";
import type { AppEnv } from "./app-env.ts";
import { isAllowedAuthEndpoint } from "./auth/allowed-endpoints.ts";
import { CLIENT_IP_HEADER } from "./auth/auth.ts";
import { signedInProfile } from "./auth/session-middleware.ts";
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
import { securityHeaders } from "./lib/security-headers.ts";
import { mountWebApp } from "./lib/web-app.ts";
import { firstRunRedirect, getAgencySettings } from "./modules/agency/index.ts";
import { demoBridgeRoutes } from "./modules/demo-site/bridge-routes.ts";
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

  app.use(securityHeaders(deps.config.publicUrl));
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

  const api = createApiRoutes();
  // The document carries the agency's name, so it is made per request (as doc31 would) from the settings.
  api.get("/openapi.json", async (c) => c.json(apiDocument(api, (await getAgencySettings(deps.db)).identity.name)));
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
