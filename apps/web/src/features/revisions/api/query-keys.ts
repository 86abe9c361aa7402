/** Query keys of revision requests. */
export const revisionKeys = {
  all: ["revisions"] as const,
  mine: () => [...revisionKeys.all, "mine"] as const,
  clientLists: () => [...revisionKeys.all, "client-list"] as const,
  clientList: (search: string, page: number) => [...revisionKeys.clientLists(), { search, page }] as const,
  ofClient: (clientId: string) => [...revisionKeys.all, "client", clientId] as const,
  detail: (id: string) => [...revisionKeys.all, "detail", id] as const,
};
