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
