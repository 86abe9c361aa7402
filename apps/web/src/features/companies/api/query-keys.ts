/** Query keys of the client's companies and their teams (decisions 106, 114). */
export const companyKeys = {
  all: ["companies"] as const,
  mine: () => [...companyKeys.all, "mine"] as const,
  /** The owner's own team, or a client's as an admin sees it (`clientId`). */
  team: (clientId?: string) => [...companyKeys.all, "team", clientId ?? "own"] as const,
};
