import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { type Capability, grantOf } from "@portal/shared/agency-roles";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../lib/app-error.ts";
import { type AssignedScope, checkAssigned } from "./assigned-scope.ts";
import { assertSecondFactorKept } from "./second-factor-rule.ts";
import { currentUser, requireRole } from "./session-middleware.ts";

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
/** The capability (`@portal/shared/agency-roles`) an admin route needs, shown as `x-capability`. */
export const CAPABILITY_EXTENSION = "x-capability";
/** How a route whose capability some role holds only on assigned projects finds the row's project. */
export const ASSIGNED_EXTENSION = "x-assigned";

const guards: Record<Audience, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  "signed-in": [requireRole("client", "admin")],
  client: [requireRole("client")],
  admin: [requireRole("admin")],
};

type Config<P extends string> = Omit<RouteConfig, "path"> & { path: P };

function declare<P extends string, R extends Config<P>>(audience: Audience, config: R, extra: Extra = {}) {
  const own = config.middleware === undefined ? [] : Array.isArray(config.middleware) ? config.middleware : [config.middleware];
  const declared = {
    ...config,
    // The guard runs first: a caller without access hears 401/403, never a validation error.
    middleware: [...guards[audience], ...(extra.guards ?? []), ...own],
    [AUDIENCE_EXTENSION]: audience,
    ...extra.document,
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
interface Extra {
  guards?: MiddlewareHandler<AppEnv>[];
  document?: Record<string, string>;
}

/**
 * Staff whose role holds the capability (decision 096): 401 signed out, 403 `forbidden` for a
 * client, 403 `second_factor_required` while the agency requires a second factor they have not
 * set up (decision 108), 403 `forbidden_for_role` for a role without it. Where the role holds it only on the
 * projects assigned to them (a designer), `assigned` says how the route's row leads to its project:
 * the row is checked here, or a list route filters by `assignedFilter`.
 */
export const adminRoute = <P extends string, R extends Config<P>>(capability: Capability, config: R, assigned?: AssignedScope) =>
  declare<P, R>("admin", config, {
    guards: [requireCapability(capability, assigned)],
    document: { [CAPABILITY_EXTENSION]: capability, ...(assigned ? { [ASSIGNED_EXTENSION]: assigned } : {}) },
  });

/** A route both sides have under their own path: the client's, or the admin's needing `capability`. */
export function sideRoute(side: "client" | "admin", capability: Capability, assigned?: AssignedScope) {
  return <P extends string, R extends Config<P>>(config: R) =>
    side === "admin" ? adminRoute<P, R>(capability, config, assigned) : clientRoute<P, R>(config);
}

function requireCapability(capability: Capability, assigned: AssignedScope | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    await assertSecondFactorKept(c.var.deps.db, user);
    const grant = grantOf(user.agencyRole, capability);
    if (!grant || (grant === "assigned" && !assigned)) {
      throw new AppError("forbidden_for_role", "Your role in the agency does not include this.");
    }
    c.set("assignedTo", grant === "assigned" ? user.id : null);
    if (grant === "assigned" && assigned && assigned !== "list") {
      const param = c.req.param(assigned === "revision" ? "id" : "clientId");
      if (!param || !(await checkAssigned(c.var.deps.db, assigned, param, user.id))) {
        throw new AppError("forbidden_for_role", "This project is not assigned to you.");
      }
    }
    await next();
  });
}

/**
 * Whose assigned projects a list shows: always the caller's own for a role that holds the list's
 * capability only on assigned projects; otherwise the caller's when they asked for "Assigned to me".
 */
export function assignedFilter(c: { var: AppEnv["Variables"] }, asked: "me" | undefined): string | undefined {
  return c.var.assignedTo ?? (asked === "me" ? currentUser(c).id : undefined);
}
