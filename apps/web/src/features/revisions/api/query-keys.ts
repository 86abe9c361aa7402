import type { SortOrder } from "@portal/shared/pagination";

/** Query keys of revision requests. */
export const revisionKeys = {
  all: ["revisions"] as const,
  mine: () => [...revisionKeys.all, "mine"] as const,
  clientLists: () => [...revisionKeys.all, "client-list"] as const,
  clientList: (search: string, page: number, sort: SortOrder) =>
    [...revisionKeys.clientLists(), { search, page, ...sort }] as const,
  ofClient: (clientId: string) => [...revisionKeys.all, "client", clientId] as const,
  detail: (id: string) => [...revisionKeys.all, "detail", id] as const,
};
