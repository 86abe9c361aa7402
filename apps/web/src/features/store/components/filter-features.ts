import type { Feature } from "@portal/shared/store-contracts";

/** Case-insensitive search over title and description. */
export function filterFeatures(features: Feature[], query: string): Feature[] {
  const q = query.trim().toLowerCase();
  if (!q) return features;
  return features.filter((f) => f.title.toLowerCase().includes(q) || f.description.toLowerCase().includes(q));
}
