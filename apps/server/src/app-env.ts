import type { Role } from "@portal/shared/constants";
import type { AppDeps } from "./app-deps.ts";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  businessName: string | null;
  phone: string | null;
  createdAt: Date;
}

/** Hono environment shared by every route. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
