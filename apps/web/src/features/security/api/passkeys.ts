import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const passkeysQuery = queryOptions({
  queryKey: ["passkeys"],
  queryFn: () => api.get("/me/passkeys"),
});

/** The signed-in person's passkeys, oldest first (decision 113). */
export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/** Adds, renames and removes a passkey through Better Auth's passkey plugin; answers its error, if any. */
export async function changePasskey(
  change: { add: true } | { id: string; name: string } | { id: string; remove: true },
): Promise<{ code?: string; status?: number } | null> {
  const { authClient } = await import("@/lib/auth-client");
  if ("add" in change) return (await authClient.passkey.addPasskey()).error ?? null;
  if ("remove" in change) return (await authClient.passkey.deletePasskey({ id: change.id })).error ?? null;
  return (await authClient.passkey.updatePasskey({ id: change.id, name: change.name })).error ?? null;
}
