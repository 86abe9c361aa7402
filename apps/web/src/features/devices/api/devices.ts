import type { DevicesResponse, EndedSessionsResponse } from "@portal/shared/device-contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const devicesQuery = queryOptions({
  queryKey: ["devices"],
  queryFn: () => api<DevicesResponse>("/me/devices"),
});

/** The signed-in person's sessions, this one first. */
export function useDevices() {
  return useQuery(devicesQuery);
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/me/devices/${id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<EndedSessionsResponse>("/me/devices/sign-out-others", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

/** An admin ends every session of a person. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: (userId: string) => api<EndedSessionsResponse>(`/admin/users/${userId}/end-sessions`, { method: "POST" }),
  });
}
