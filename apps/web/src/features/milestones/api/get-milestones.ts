import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { milestoneKeys } from "./query-keys";

/** The client's project's milestones, with each sign-off. */
export function useMyMilestones() {
  return useQuery({
    queryKey: milestoneKeys.mine(),
    queryFn: () => api.get("/projects/mine/milestones"),
    select: (data) => data.milestones,
  });
}

/** One project's milestones for an admin; each carries its version for `If-Match`. */
export function useProjectMilestones(projectId: string) {
  return useQuery({
    queryKey: milestoneKeys.ofProject(projectId),
    queryFn: () => api.get("/admin/projects/{projectId}/milestones", { params: { projectId } }),
    select: (data) => data.milestones,
  });
}
