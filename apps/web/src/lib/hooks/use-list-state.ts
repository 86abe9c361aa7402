import type { SortContract } from "@portal/shared/pagination";
import { type ListSort, listSort, sortDefaults } from "./use-list-sort";
import { pageParam, useUrlState } from "./use-url-state";

type UrlValues<F> = F & { page: string; sort: string; dir: string };

/** What every admin list keeps in the URL: its filters, the page, and the order. */
export interface ListState<K extends string, F extends Record<keyof F, string>> {
  /** The URL's values (filters as typed, `page`, `sort`, `dir`). */
  url: UrlValues<F>;
  setUrl: (patch: Partial<UrlValues<F>>, options?: { replace?: boolean }) => void;
  sort: ListSort<K>;
  /** The page asked for: a positive integer (1 for anything else in the URL). */
  page: number;
  setPage: (page: number) => void;
  /**
   * Changes filters and goes back to page 1. A chosen filter pushes a history entry (Back undoes
   * it); typing passes `{ replace: true }`, so each key press does not.
   */
  setFilters: (patch: Partial<F>, options?: { replace?: boolean }) => void;
}

/**
 * One list's state in the URL (`?search=&page=&sort=&dir=` and its own filters, decision 094): a
 * reload, Back and a shared link show the same rows; a new order or filter goes back to page 1.
 */
export function useListState<K extends string, F extends Record<keyof F, string>>(
  contract: SortContract<K>,
  filters: F,
): ListState<K, F> {
  const [values, setValues] = useUrlState<Record<string, string>>({ ...filters, page: "1", ...sortDefaults(contract) });
  const url = values as UrlValues<F>;
  const setUrl = (patch: Partial<UrlValues<F>>, options?: { replace?: boolean }) =>
    setValues(patch as Partial<Record<string, string>>, options);
  const sort = listSort(contract, url, (patch) => setValues(patch));
  return {
    url,
    setUrl,
    sort,
    page: pageParam(url.page),
    setPage: (page) => setUrl({ page: String(page) } as Partial<UrlValues<F>>),
    setFilters: (patch, options) => setUrl({ ...patch, page: "1" } as Partial<UrlValues<F>>, options),
  };
}
