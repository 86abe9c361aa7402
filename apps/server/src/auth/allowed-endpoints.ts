/**
 * The Better Auth endpoints the portal uses, as `METHOD /path` under `/api/auth`. Every other
 * endpoint the library registers (update-user, change-email, delete-user, list-sessions, ...)
 * answers 404: they would bypass the portal's own rules (decision record 016).
 */
export const ALLOWED_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  // Sign-in by SMS code (login page).
  "POST /phone-number/send-otp",
  "POST /phone-number/verify",
  // Sign-in with the password set from the invitation link, and setting that password.
  "POST /sign-in/email",
  "POST /reset-password",
  "POST /sign-out",
]);

export const AUTH_BASE_PATH = "/api/auth";

/** Whether a request to `/api/auth/...` may reach Better Auth. */
export function isAllowedAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  // Better Auth's router ignores a trailing slash; so must the check.
  const path = pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, "");
  return ALLOWED_AUTH_ENDPOINTS.has(`${method.toUpperCase()} ${path}`);
}
