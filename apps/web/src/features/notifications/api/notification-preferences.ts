import type { NotificationPreferences } from "@portal/shared/notification-contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const preferencesQuery = queryOptions({
  queryKey: ["notifications", "preferences"],
  queryFn: () => api.get("/notifications/preferences"),
});

/** The person's e-mail choices per category, and SMS for urgent news. */
export function useNotificationPreferences() {
  return useQuery(preferencesQuery);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => api.put("/notifications/preferences", { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
