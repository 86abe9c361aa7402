import type { Context } from "hono";
import type { AppDeps } from "./app-deps.ts";
import type { CompanyAccess } from "./auth/company-scope.ts";
import type { SessionUser } from "./auth/session-user.ts";

/** Hono environment shared by every route. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set on admin routes: the caller's id when their role reaches only assigned projects' rows. */
    assignedTo?: string | null;
    /** Set on client routes: the company the session acts for and the person's rights there (decision 106). */
    company?: CompanyAccess;
  };
}

/**
 * What helpers read a request's variables through: `c.get`, a lookup, where Hono's `c.var` builds
 * a fresh object of all of them on every read (decision 127).
 */
export type RequestVars = Pick<Context<AppEnv>, "get">;
