import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { type Capability, grantOf } from "@portal/shared/agency-roles";
import type { ClientRight } from "@portal/shared/company-contracts";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, RequestVars } from "../app-env.ts";
import { AppError } from "../lib/app-error.ts";
import { type AssignedScope, checkAssigned } from "./assigned-scope.ts";
import { sessionCompaniesOf } from "./company-scope.ts";
import { assertSecondFactorKept } from "./second-factor-rule.ts";
import { currentUser, requireRole } from "./session-middleware.ts";
import type { SessionUser } from "./session-user.ts";

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
/** What a client route asks of the person in their company (decision 106), shown as `x-client-right`. */
export const CLIENT_RIGHT_EXTENSION = "x-client-right";
/**
 * A right of a client company (`@portal/shared/company-contracts`), several of which any one lets
 * the person in (the project, which a colleague who requests revisions needs to see too, decision
 * 115), or "member" (anyone of the company: their companies, switching) or "owner" (the company's
 * owner: its team).
 */
export type ClientAccess = ClientRight | readonly ClientRight[] | "member" | "owner";

/** Whether a person with these rights (or the owner) passes `access`. */
export function clientAccessAllows(
  access: ClientAccess,
  company: { owner: boolean; rights: Record<ClientRight, boolean> },
): boolean {
  if (access === "member" || company.owner) return true;
  if (access === "owner") return false;
  return (typeof access === "string" ? [access] : access).some((right) => company.rights[right]);
}

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
/**
 * Clients only: 401 signed out, 403 for an admin, 403 `forbidden_for_right` for a colleague whose
 * company did not give them `access` (any one of several rights, when a list). The route acts for the session's company: `accountOf(c)` is
 * its client account, which every service takes as "the client" (decision 106).
 */
export const clientRoute = <P extends string, R extends Config<P>>(access: ClientAccess, config: R) =>
  declare<P, R>("client", config, { guards: [requireClientAccess(access)], document: { [CLIENT_RIGHT_EXTENSION]: access } });
interface Extra {
  guards?: MiddlewareHandler<AppEnv>[];
  document?: Record<string, string | readonly string[]>;
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

/**
 * A route both sides have under their own path: the client's needing `right` in their company, or
 * the admin's needing `capability`.
 */
export function sideRoute(side: "client" | "admin", right: ClientRight, capability: Capability, assigned?: AssignedScope) {
  return <P extends string, R extends Config<P>>(config: R) =>
    side === "admin" ? adminRoute<P, R>(capability, config, assigned) : clientRoute<P, R>(right, config);
}

function requireClientAccess(access: ClientAccess) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { active } = await sessionCompaniesOf(c.get("deps"), currentUser(c), c.get("sessionId"));
    if (!clientAccessAllows(access, active))
      throw new AppError("forbidden_for_right", "Your company's owner has not given you access to this.");
    c.set("company", active);
    await next();
  });
}

/**
 * Who a request acts for: on a client route the client account of the session's company (the
 * person's own when they are its owner); on any other route the signed-in person.
 */
export function accountOf(c: RequestVars): SessionUser {
  return c.get("company")?.account ?? currentUser(c);
}

/**
 * On a route both sides call, who it answers for: a client's session company's account (its
 * premium is the company's), else the signed-in person.
 */
export async function companyOrSelf(c: RequestVars): Promise<SessionUser> {
  const user = currentUser(c);
  if (user.role !== "client") return user;
  return (await sessionCompaniesOf(c.get("deps"), user, c.get("sessionId"))).active.account;
}

function requireCapability(capability: Capability, assigned: AssignedScope | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    await assertSecondFactorKept(c.get("deps").db, user);
    const grant = grantOf(user.agencyRole, capability);
    if (!grant || (grant === "assigned" && !assigned)) {
      throw new AppError("forbidden_for_role", "Your role in the agency does not include this.");
    }
    c.set("assignedTo", grant === "assigned" ? user.id : null);
    if (grant === "assigned" && assigned && assigned !== "list") {
      const param = c.req.param(assigned === "revision" ? "id" : "clientId");
      if (!param || !(await checkAssigned(c.get("deps").db, assigned, param, user.id))) {
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
export function assignedFilter(c: RequestVars, asked: "me" | undefined): string | undefined {
  return c.get("assignedTo") ?? (asked === "me" ? currentUser(c).id : undefined);
}
