import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./query-keys";

/** The admins a ticket can be assigned to. */
const assigneesQueryOptions = queryOptions({
  queryKey: supportKeys.assignees(),
  queryFn: () => api.get("/admin/support-tickets/assignees"),
  select: (data) => data.assignees,
});

export function useAssignees() {
  return useQuery(assigneesQueryOptions);
}
