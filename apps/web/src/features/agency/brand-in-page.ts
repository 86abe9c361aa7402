import { AGENCY_DATA_ID, type PageBrand } from "@portal/shared/agency-brand";
import type { QueryClient } from "@tanstack/react-query";
import { brandQueryOptions } from "./use-brand";

/**
 * Takes the brand the server put in this page's HTML (the server's lib/brand-in-html.ts) as the
 * brand query's answer, before the first render. Returns whether there was one.
 */
export function takeBrandFromPage(client: QueryClient): boolean {
  const block = document.getElementById(AGENCY_DATA_ID);
  if (!block) return false;
  try {
    client.setQueryData(brandQueryOptions.queryKey, JSON.parse(block.textContent ?? "") as PageBrand);
    return true;
  } catch {
    return false;
  }
}
