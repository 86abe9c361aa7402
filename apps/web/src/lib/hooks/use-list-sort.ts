import { nextSort, type SortContract, type SortOrder, sortParam } from "@portal/shared/pagination";

/** A list's sort as its headers and controls use it: the order and what a click on a column does. */
export interface ListSort<K extends string> {
  order: SortOrder<K>;
  onSort: (column: K) => void;
  /** Sets the order outright (the sort menu of card lists). */
  setOrder: (order: SortOrder<K>) => void;
}

/** The URL defaults of a list's sort (`?sort=&dir=`), to spread into its `useUrlState` defaults. */
export function sortDefaults<K extends string>(contract: SortContract<K>): { sort: string; dir: string } {
  return { sort: contract.fallback.sort, dir: contract.fallback.dir };
}

/**
 * The sort of a list kept in the URL beside its filters: a new order goes back to page 1 and
 * pushes a history entry, so Back restores the previous order.
 */
export function listSort<K extends string>(
  contract: SortContract<K>,
  url: { sort: string; dir: string },
  setUrl: (patch: { sort: string; dir: string; page: string }) => void,
): ListSort<K> {
  const order = sortParam(contract, url.sort, url.dir);
  const setOrder = (next: SortOrder<K>) => setUrl({ sort: next.sort, dir: next.dir, page: "1" });
  return { order, setOrder, onSort: (column) => setOrder(nextSort(order, column, contract.fallback)) };
}
