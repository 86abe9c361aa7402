import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { sameSecret } from "../same-secret.ts";

/**
 * `GET /metrics` for Prometheus, only with `Authorization: Bearer METRICS_TOKEN`; without a
 * configured token it does not exist (404), so nothing is exposed by default.
 */
export const metricsRoutes = new Hono<AppEnv>().get("/metrics", async (c) => {
  const { config, metrics } = c.get("deps");
  if (!config.metricsToken) return c.text("Not found", 404);
  const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!sameSecret(given, config.metricsToken)) {
    return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
});
