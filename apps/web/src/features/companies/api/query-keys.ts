/** Query keys of the client's companies and their teams (decision 106). */
export const companyKeys = {
  all: ["companies"] as const,
  mine: () => [...companyKeys.all, "mine"] as const,
  team: () => [...companyKeys.all, "team"] as const,
};
