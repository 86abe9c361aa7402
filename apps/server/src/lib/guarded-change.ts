import type { AuditTarget } from "@portal/shared/audit-contracts";
import type { Context } from "hono";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { currentUser } from "../auth/session-middleware.ts";
import { type AuditActor, actorOf } from "../modules/audit/index.ts";
import type { Precondition } from "./preconditions.ts";
import { applyGuarded } from "./route-shapes.ts";

/** A service's change by precondition to one record: `(deps, actor, id, value, precondition)`. */
type GuardedChange<V, T> = (deps: AppDeps, actor: AuditActor, id: string, value: V, precondition: Precondition) => Promise<T>;

/**
 * Answers a `shape.guardedEdit` route: `change` of the `target` record `{id}` by the caller, under
 * the request's precondition, to the value `pick` takes from the JSON body; the record as the
 * change left it is answered, its new version as the `ETag`.
 */
export async function answerGuardedChange<P extends string, J, V, T extends { version: string }>(
  c: Context<AppEnv, P, { out: { param: { id: string }; json: J } }>,
  target: AuditTarget,
  change: GuardedChange<V, T>,
  pick: (body: J) => V,
) {
  const { id } = c.req.valid("param");
  const actor = actorOf(currentUser(c));
  const apply = (precondition: Precondition) => change(c.get("deps"), actor, id, pick(c.req.valid("json")), precondition);
  return c.json(await applyGuarded(c, target, id, apply), 200);
}
