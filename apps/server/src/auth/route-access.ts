import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireRole } from "./session-middleware.ts";

/**
 * Who may call a route, declared with the route itself (never by a path pattern whose effect
 * depends on the order routers are mounted in): anyone, any signed-in person, or one role. The
 * OpenAPI document shows it on each operation as `x-audience`, and
 * `modules/security/route-guards.test.ts` fails on an operation without one or whose answers do
 * not match it. What a caller may reach within it (their own rows) is the service's check.
 */
export const AUDIENCES = ["public", "signed-in", "client", "admin"] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_EXTENSION = "x-audience";

const guards: Record<Audience, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  "signed-in": [requireRole("client", "admin")],
  client: [requireRole("client")],
  admin: [requireRole("admin")],
};

type Config<P extends string> = Omit<RouteConfig, "path"> & { path: P };

function declare<P extends string, R extends Config<P>>(audience: Audience, config: R) {
  const own = config.middleware === undefined ? [] : Array.isArray(config.middleware) ? config.middleware : [config.middleware];
  const declared = {
    ...config,
    // The guard runs first: a caller without access hears 401/403, never a validation error.
    middleware: [...guards[audience], ...own],
    [AUDIENCE_EXTENSION]: audience,
    ...(audience === "public" ? {} : { security: [{ session: [] }] }),
  };
  return createRoute(declared as R);
}

/** Anyone, signed in or not (health, the webhooks, signed links). */
export const publicRoute = <P extends string, R extends Config<P>>(config: R) => declare<P, R>("public", config);
/** Any signed-in person, client or admin; the service scopes what they reach. */
export const signedInRoute = <P extends string, R extends Config<P>>(config: R) => declare<P, R>("signed-in", config);
/** Clients only: 401 signed out, 403 for an admin. */
export const clientRoute = <P extends string, R extends Config<P>>(config: R) => declare<P, R>("client", config);
/** Admins only: 401 signed out, 403 for a client. */
export const adminRoute = <P extends string, R extends Config<P>>(config: R) => declare<P, R>("admin", config);
