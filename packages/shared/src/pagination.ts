import { z } from "zod";

/**
 * The one pagination contract of every list in the portal: the server pages in the database and
 * answers with the page, the number matching the filters (`total`) and the number before any
 * filter (`overall`), so a screen always says "n of m" and no row is dropped without a pager.
 */
export const PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;

/** `?page=&pageSize=` of a list request (strings in a URL, numbers after parsing). */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE),
};
export const pageQuery = z.object(pageQueryFields);
export type PageQuery = z.infer<typeof pageQuery>;

/** What every list answer carries beside its rows. */
export const pageInfoFields = {
  /** Rows matching the filters. */
  total: z.number().int(),
  /** Rows in the list before any filter ("n of m"). */
  overall: z.number().int(),
  /**
   * Set when counting stopped at `total` and more rows match (a broad filter over a very long
   * list, where an exact count would cost more than the page; decision 042): "more than total".
   */
  totalIsAtLeast: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
export const pageInfo = z.object(pageInfoFields);
export type PageInfo = z.infer<typeof pageInfo>;

/** Number of pages for a total; at least 1 so the controls always read "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The page info of a list paged in the database. */
export function pageInfoOf(query: PageQuery, total: number, overall: number): PageInfo {
  return { total, overall, page: query.page, pageSize: query.pageSize };
}

/** The rows of one page of an in-memory list, with its page info (for lists computed in code). */
export function pageOf<T>(rows: readonly T[], query: PageQuery, overall = rows.length): { items: T[] } & PageInfo {
  const { limit, offset } = pageWindow(query);
  return { items: rows.slice(offset, offset + limit), ...pageInfoOf(query, rows.length, overall) };
}

/** Directions of a sortable list. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's order: one of its whitelisted column keys and a direction. */
export interface SortOrder<K extends string = string> {
  sort: K;
  dir: SortDirection;
}

/**
 * The sort half of the contract: the column keys a list may be ordered by (only these reach SQL;
 * anything else is a 400) and its default order. `fields` spreads into the list's zod query
 * (`?sort=&dir=`) beside `pageQueryFields`; the server breaks ties on the row id, so pages are stable.
 */
export function sortContract<const K extends readonly [string, ...string[]]>(keys: K, fallback: SortOrder<K[number]>) {
  return {
    keys,
    fallback,
    fields: {
      sort: z.enum(keys).default(fallback.sort),
      dir: z.enum(SORT_DIRECTIONS).default(fallback.dir),
    },
  };
}
export type SortContract<K extends string = string> = { keys: readonly K[]; fallback: SortOrder<K> };

/**
 * The order after a click on a column header: the same column flips its direction; another
 * column starts ascending (A to Z, oldest, smallest), except the list's default column, which
 * starts in its default direction.
 */
export function nextSort<K extends string>(current: SortOrder<K>, column: K, fallback: SortOrder<K>): SortOrder<K> {
  if (current.sort === column) return { sort: column, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: column, dir: column === fallback.sort ? fallback.dir : "asc" };
}

/** A sort read from the URL: a known key and direction, else the list's default. */
export function sortParam<K extends string>(contract: SortContract<K>, sort: string, dir: string): SortOrder<K> {
  const key = (contract.keys as readonly string[]).includes(sort) ? (sort as K) : contract.fallback.sort;
  return { sort: key, dir: dir === "asc" || dir === "desc" ? dir : contract.fallback.dir };
}
