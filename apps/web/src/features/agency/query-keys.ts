/** The agency's public settings; the live-update stream refetches everything under `all`. */
export const agencyKeys = {
  all: ["agency"] as const,
  brand: () => [...agencyKeys.all, "brand"] as const,
  public: () => [...agencyKeys.all, "public"] as const,
};
