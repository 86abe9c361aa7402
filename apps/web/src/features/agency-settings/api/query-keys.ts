/** Query keys of the agency's settings: the public view every page may show, and the admin's full one. */
export const agencyKeys = {
  all: ["agency"] as const,
  public: () => [...agencyKeys.all, "public"] as const,
  admin: () => [...agencyKeys.all, "admin"] as const,
  setup: () => [...agencyKeys.all, "setup"] as const,
};
