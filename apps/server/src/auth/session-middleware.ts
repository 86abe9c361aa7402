import type { Role } from "@portal/shared/constants";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SessionUser } from "../app-env.ts";
import { HttpError } from "../lib/http-error.ts";

/** Reads the session cookie (if any) and puts the signed-in person on the context. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (result) {
    const u = result.user as typeof result.user & {
      role?: string | null;
      businessName?: string | null;
      phoneNumber?: string | null;
    };
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      role: u.role === "admin" ? "admin" : "client",
      fullName: u.name ?? "",
      businessName: u.businessName ?? null,
      phone: u.phoneNumber ?? null,
      createdAt: new Date(u.createdAt),
    };
    c.set("user", user);
    c.set("sessionId", result.session.id);
  } else {
    c.set("user", null);
    c.set("sessionId", null);
  }
  await next();
});

/** The signed-in person, or a 401 for anonymous requests. */
export function currentUser(c: { var: AppEnv["Variables"] }): SessionUser {
  const user = c.var.user;
  if (!user) throw new HttpError(401, "unauthorized", "You must be signed in.");
  return user;
}

/** Allows the request only for the given roles: 401 when anonymous, 403 for another role. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    if (!roles.includes(user.role)) throw new HttpError(403, "forbidden", "You do not have access to this.");
    await next();
  });
}
