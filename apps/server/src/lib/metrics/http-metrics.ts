import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../../app-env.ts";
import { AUTH_BASE_PATH, signInMethodOf } from "../../auth/allowed-endpoints.ts";

/**
 * Counts every API request by its route pattern (never the raw path, so ids do not make a
 * series each) and times it; refused sign-ins are counted apart.
 */
export const httpMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const { metrics } = c.get("deps");
  // After `next`, the route of the handler that answered (its pattern, such as /api/admin/projects/:id).
  const route = routePath(c);
  const status = String(c.res.status);
  metrics.httpRequests.inc({ method: c.req.method, route, status });
  metrics.httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
  const signInMethod = signInMethodOf(c.req.path, AUTH_BASE_PATH);
  if (signInMethod && c.res.status >= 400) metrics.signInFailures.inc({ method: signInMethod });
};
