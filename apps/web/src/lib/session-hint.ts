import type { Role } from "@portal/shared/constants";

const KEY = "portal.lastRole";

/**
 * The role of the person last signed in on this browser: only a hint, never trusted (the server
 * checks every request). With it, a signed-in area asks for its first screen's data alongside the
 * session check instead of after it; a wrong hint costs one refused request.
 */
export function lastRole(): Role | null {
  try {
    const saved = localStorage.getItem(KEY);
    return saved === "client" || saved === "admin" ? saved : null;
  } catch {
    return null;
  }
}

/** Called with every answer of the session check (null: nobody signed in). */
export function rememberRole(role: Role | null): void {
  try {
    if (role) localStorage.setItem(KEY, role);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private modes); the hint is only an optimisation.
  }
}
