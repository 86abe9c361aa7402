import { FIRST_READS } from "@portal/shared/first-reads";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "./query-keys";

/** The client's project, or null before the first visit creates it. */
export const myProjectQueryOptions = queryOptions({
  queryKey: projectKeys.mine(),
  queryFn: () => api.get(FIRST_READS.myProject),
});

export function useMyProject() {
  return useQuery(myProjectQueryOptions);
}

/** Creates the client's missing project (pending, progress 0, no revisions used). */
export function useCreateMyProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/projects/mine"),
    onSuccess: (data) => queryClient.setQueryData(projectKeys.mine(), { project: data.project }),
  });
}
