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
