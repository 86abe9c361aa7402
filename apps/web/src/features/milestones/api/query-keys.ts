/** Query keys of milestones: the client's own, and one project's for an admin. */
export const milestoneKeys = {
  all: ["milestones"] as const,
  mine: () => [...milestoneKeys.all, "mine"] as const,
  ofProject: (projectId: string) => [...milestoneKeys.all, "project", projectId] as const,
};
