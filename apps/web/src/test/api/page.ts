import type { PageInfo } from "@portal/shared/pagination";

/** The page info of a list answer holding `rows` (all of them on page 1 unless told). */
export function pageOf(rows: readonly unknown[], info: Partial<PageInfo> = {}): PageInfo {
  return { total: rows.length, overall: rows.length, page: 1, pageSize: 25, ...info };
}
