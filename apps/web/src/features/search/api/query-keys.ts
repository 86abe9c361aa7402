/** Query keys of the admin's global search. */
export const searchKeys = {
  all: ["search"] as const,
  results: (text: string) => [...searchKeys.all, text] as const,
};
