/** Query keys of projects: the client's own, the admin's lists, and one client's for an admin. */
export const projectKeys = {
  all: ["projects"] as const,
  mine: () => [...projectKeys.all, "mine"] as const,
  adminLists: () => [...projectKeys.all, "admin-list"] as const,
  adminList: (params: object) => [...projectKeys.adminLists(), params] as const,
  ofClient: (clientId: string) => [...projectKeys.all, "client", clientId] as const,
};
