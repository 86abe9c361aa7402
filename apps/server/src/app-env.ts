import type { AppDeps } from "./app-deps.ts";
import type { SessionUser } from "./auth/session-user.ts";

/** Hono environment shared by every route. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
