import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

const devicesQuery = queryOptions({
  queryKey: ["devices"],
  queryFn: () => api.get("/me/devices"),
});

/** The signed-in person's sessions, this one first. */
export function useDevices() {
  return useQuery(devicesQuery);
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/me/devices/{id}", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/me/devices/sign-out-others", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

/** An admin ends every session of a person. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: (userId: string) => api.post("/admin/users/{id}/end-sessions", { params: { id: userId } }),
  });
}

/** An admin resets a person's authenticator app (decision 114). */
export function useResetSecondFactor() {
  return useActionMutation({
    mutationFn: (userId: string, idempotencyKey: string) =>
      api.post("/admin/users/{id}/reset-second-factor", { params: { id: userId }, idempotencyKey }),
  });
}

const personPasskeysKey = (userId: string) => ["admin", "users", userId, "passkeys"] as const;

/** A person's passkeys on their admin page (decision 119). */
export function usePersonPasskeys(userId: string) {
  return useQuery({
    queryKey: personPasskeysKey(userId),
    queryFn: () => api.get("/admin/users/{id}/passkeys", { params: { id: userId } }),
  });
}

/** An admin removes one of a person's passkeys. */
export function useRemovePersonPasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) =>
      api.delete("/admin/users/{id}/passkeys/{passkeyId}", { params: { id: userId, passkeyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personPasskeysKey(userId) }),
  });
}
