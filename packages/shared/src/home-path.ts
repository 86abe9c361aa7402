/** Home path for a role, used by the route guard and after sign-in (no zod: the sign-in path loads it). */
export function homePathFor(role: string | null | undefined): string {
  return role === "admin" ? "/admin/dashboard" : "/dashboard";
}

/**
 * The path to return to after sign-in: only a same-origin absolute path ("/x", never "//x" or
 * "/\x", which browsers read as another host); anything else gives null.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c === "\\")) return null;
  if (value.startsWith("/login")) return null;
  return value;
}

/** Where a person goes after signing in: the validated `next` path, else their home. */
export function afterSignInPath(role: string | null | undefined, next: string | null | undefined): string {
  return safeNextPath(next) ?? homePathFor(role);
}
