import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { devOutboxKeys } from "./query-keys";

const statusQuery = queryOptions({
  queryKey: devOutboxKeys.status(),
  queryFn: () => api.get("/admin/dev-outbox/status"),
  // The e-mail provider is chosen at start-up; it does not change while the app runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the portal keeps its mails locally (the embedded default); asked for admins only. */
export function useDevOutboxAvailable(isAdmin: boolean): boolean {
  return useQuery({ ...statusQuery, enabled: isAdmin }).data?.available === true;
}
