import type { RateLimitRule } from "../lib/rate-limit.ts";
import type { AuthRateLimits } from "./rate-limits.ts";

/** How an endpoint signs a person in (the audit trail's and the metrics' `method`). */
export type SignInMethod = "sms" | "password" | "email_link" | "totp" | "recovery_code" | "passkey";

interface AuthEndpoint {
  method: "POST" | "GET";
  /** The per-address rule Better Auth applies to it (the portal's own limits come on top). */
  limit?: keyof Pick<
    AuthRateLimits,
    "sendOtpPerIp" | "verifyOtpPerIp" | "passwordPerIp" | "signInLinkPerIp" | "secondFactorPerIp" | "passkeyPerIp"
  >;
  /**
   * It signs a person in: audited, and a refusal counts as a failed sign-in of this method. A
   * second factor signs in only when it finishes a sign-in (not when it confirms a new app).
   */
  signIn?: SignInMethod;
}

/**
 * The one table of the Better Auth endpoints the portal uses, by their path under `/api/auth`.
 * Every other endpoint the library registers (update-user, change-email, delete-user,
 * list-sessions, ...) answers 404: they would bypass the portal's own rules (decision record 016).
 * The allow-list, the rate-limit rules, the sign-in audit and the sign-in metrics all come from it.
 */
export const AUTH_ENDPOINTS = {
  // Sign-in by SMS code (login page).
  "/phone-number/send-otp": { method: "POST", limit: "sendOtpPerIp" },
  "/phone-number/verify": { method: "POST", limit: "verifyOtpPerIp", signIn: "sms" },
  // Sign-in with the password set from the invitation link, and setting that password.
  "/sign-in/email": { method: "POST", limit: "passwordPerIp", signIn: "password" },
  "/reset-password": { method: "POST", limit: "passwordPerIp" },
  "/sign-out": { method: "POST" },
  // Sign-in by a one-time e-mail link (login page's "E-mail me a link"; decision 108).
  "/sign-in/magic-link": { method: "POST", limit: "signInLinkPerIp" },
  "/magic-link/verify": { method: "GET", limit: "verifyOtpPerIp", signIn: "email_link" },
  // The authenticator app (settings' security section) and the second step of a sign-in.
  "/two-factor/enable": { method: "POST", limit: "secondFactorPerIp" },
  "/two-factor/disable": { method: "POST", limit: "secondFactorPerIp" },
  "/two-factor/verify-totp": { method: "POST", limit: "secondFactorPerIp", signIn: "totp" },
  "/two-factor/verify-backup-code": { method: "POST", limit: "secondFactorPerIp", signIn: "recovery_code" },
  // Passkeys (decision 113): added, renamed and removed in settings (listed by GET /api/me/passkeys),
  // and "Sign in with a passkey" on the login page.
  "/passkey/generate-register-options": { method: "GET", limit: "passkeyPerIp" },
  "/passkey/verify-registration": { method: "POST", limit: "passkeyPerIp" },
  "/passkey/update-passkey": { method: "POST", limit: "passkeyPerIp" },
  "/passkey/delete-passkey": { method: "POST", limit: "passkeyPerIp" },
  "/passkey/generate-authenticate-options": { method: "GET", limit: "passkeyPerIp" },
  "/passkey/verify-authentication": { method: "POST", limit: "passkeyPerIp", signIn: "passkey" },
} as const satisfies Record<string, AuthEndpoint>;

export type AuthEndpointPath = keyof typeof AUTH_ENDPOINTS;

export const AUTH_BASE_PATH = "/api/auth";

const entries = Object.entries(AUTH_ENDPOINTS) as [AuthEndpointPath, AuthEndpoint][];

/** `METHOD /path` of every endpoint that may reach Better Auth. */
export const ALLOWED_AUTH_ENDPOINTS: ReadonlySet<string> = new Set(entries.map(([path, { method }]) => `${method} ${path}`));

/** Whether a request to `/api/auth/...` may reach Better Auth. */
export function isAllowedAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  // Better Auth's router ignores a trailing slash; so must the check.
  const path = pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, "");
  return ALLOWED_AUTH_ENDPOINTS.has(`${method.toUpperCase()} ${path}`);
}

/** Better Auth's `customRules`: each allowed endpoint's own per-address limit. */
export function authRateLimitRules(limits: AuthRateLimits): Record<string, RateLimitRule> {
  return Object.fromEntries(entries.flatMap(([path, { limit }]) => (limit ? [[path, limits[limit]]] : [])));
}

/** How an endpoint signs a person in, by its path under `/api/auth` (or the full path with `base`). */
export function signInMethodOf(path: string, base = ""): SignInMethod | undefined {
  if (!path.startsWith(base)) return undefined;
  const endpoint = path.slice(base.length);
  return Object.hasOwn(AUTH_ENDPOINTS, endpoint)
    ? (AUTH_ENDPOINTS[endpoint as AuthEndpointPath] as AuthEndpoint).signIn
    : undefined;
}
