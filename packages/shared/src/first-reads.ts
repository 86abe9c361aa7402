import type { Role } from "./constants.ts";

/** API paths (under `/api`) that signed-in screens read before anything else. */
export const FIRST_READS = {
  notificationCounts: "/notifications/counts",
  myCompanies: "/companies",
  myProject: "/projects/mine",
  subscription: "/billing/subscription",
} as const;

/**
 * What a signed-in person's page reads first, by role and path: the sidebar's counts on every
 * screen of the areas, a client's companies (whose rights the navigation and every screen follow)
 * on every screen of theirs, and the client's home its project and subscription. The server names them
 * in that person's HTML for preloading, so they load alongside the code instead of after it; the
 * web app's queries read the same paths, which is what lets the browser use the preloaded answers.
 */
export function firstReadsFor(role: Role, pathname: string): string[] {
  const inArea = role === "admin" ? /^\/admin(\/|$)/.test(pathname) : /^\/dashboard(\/|$)/.test(pathname);
  if (!inArea) return [];
  if (role !== "client") return [FIRST_READS.notificationCounts];
  const home = /^\/dashboard\/?$/.test(pathname);
  const frame = [FIRST_READS.notificationCounts, FIRST_READS.myCompanies];
  return home ? [...frame, FIRST_READS.myProject, FIRST_READS.subscription] : frame;
}
