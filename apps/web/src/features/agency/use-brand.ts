import { DEFAULT_REVISION_LIMIT, type PageBrand, pageBrandOf } from "@portal/shared/agency-brand";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { brandKey } from "./query-keys";

/**
 * The agency's brand: taken from the page's HTML before the first render (brand-in-page.ts), so
 * it is there at once and a prerendered page hydrates with what the server drew; asked for again
 * only when the live-update stream says the settings changed.
 */
export const brandQueryOptions = queryOptions({
  queryKey: brandKey,
  queryFn: async (): Promise<PageBrand> => pageBrandOf(await api.get("/agency")),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The agency's brand; undefined only until the first answer when the page carried none (Vite's dev server). */
export function useBrand(): PageBrand | undefined {
  return useQuery(brandQueryOptions).data;
}

/** The agency's revisions per project (its premium plan's setting). */
export function useRevisionLimit(): number {
  return useBrand()?.premium.revisionsPerProject ?? DEFAULT_REVISION_LIMIT;
}

/** The agency's time zone (its region setting); UTC until the brand is known. */
export function useAgencyTimeZone(): string {
  return useBrand()?.region.timeZone ?? "UTC";
}

/** The first day of the week in the reader's language (0 = Sunday), as date pickers and calendars start it. */
export function useWeekStart(language: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const firstDay = useBrand()?.region.firstDayOfWeek;
  return ((language === "he" ? firstDay?.he : firstDay?.en) ?? 0) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
