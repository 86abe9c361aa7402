/** Home path for a role, used by the route guard and after sign-in (no zod: the sign-in path loads it). */
export function homePathFor(role: string | null | undefined): string {
  return role === "admin" ? "/admin/dashboard" : "/dashboard";
}
