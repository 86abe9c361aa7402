import { isAgencyRole } from "@portal/shared/agency-roles";
import type { Role } from "@portal/shared/constants";
import type { Profile } from "@portal/shared/profile";
import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv, RequestVars } from "../app-env.ts";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";
import { staffMustUseSecondFactor } from "./second-factor-rule.ts";
import type { CachedSession } from "./session-cache.ts";
import { type SessionUser, toProfile } from "./session-user.ts";

/** Reads the session cookie (if any) and puts the signed-in person on the context. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await lookUpSession(c.get("deps"), c.req.raw.headers);
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  await next();
});

/**
 * The profile of the person signed in with these request headers, or null; a request without a
 * session cookie is answered without any lookup (the web app's HTML asks this for every visitor).
 */
export async function signedInProfile(deps: AppDeps, headers: Headers): Promise<Profile | null> {
  if (!sessionCookieValue(headers.get("cookie"))) return null;
  const session = await lookUpSession(deps, headers);
  return session ? toProfile(session.user, await staffMustUseSecondFactor(deps.db)) : null;
}

/** The session of these request headers: from the in-process cache, else from Better Auth. */
async function lookUpSession(deps: AppDeps, headers: Headers): Promise<CachedSession | null> {
  const { auth, sessionCache: cache } = deps;
  const key = cache && sessionCookieValue(headers.get("cookie"));
  if (!cache || !key) return readSession(auth, headers);
  const cached = cache.get(key);
  if (cached) return cached;
  const lookup = cache.begin();
  const session = await readSession(auth, headers);
  // Only what Better Auth accepted is stored, under its signed cookie value.
  if (session) cache.set(key, session, lookup);
  return session;
}

async function readSession(auth: Auth, headers: Headers): Promise<CachedSession | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & {
    role?: string | null;
    agencyRole?: string | null;
    businessName?: string | null;
    phoneNumber?: string | null;
    language?: string | null;
    twoFactorEnabled?: boolean | null;
  };
  const role = u.role === "admin" ? "admin" : "client";
  const user: SessionUser = {
    id: u.id,
    email: u.email,
    role,
    // An admin whose stored role is unknown holds no capability rather than all of them.
    agencyRole: role === "admin" && isAgencyRole(u.agencyRole) ? u.agencyRole : null,
    fullName: u.name ?? "",
    businessName: u.businessName ?? null,
    phone: u.phoneNumber ?? null,
    language: u.language === "he" ? "he" : "en",
    createdAt: new Date(u.createdAt),
    twoFactorEnabled: u.twoFactorEnabled === true,
    signedInWithPasskey: (result.session as { signedInWithPasskey?: boolean | null }).signedInWithPasskey === true,
  };
  return { user, sessionId: result.session.id, expiresAt: new Date(result.session.expiresAt).getTime() };
}

/** The signed session token cookie (Better Auth's `…session_token`), the cache's key. */
function sessionCookieValue(cookie: string | null): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim().endsWith("session_token")) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** The signed-in person, or a 401 for anonymous requests. */
export function currentUser(c: RequestVars): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("unauthorized", "You must be signed in.");
  return user;
}

/** Allows the request only for the given roles: 401 when anonymous, 403 for another role. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    if (!roles.includes(user.role)) throw new AppError("forbidden", "You do not have access to this.");
    await next();
  });
}
