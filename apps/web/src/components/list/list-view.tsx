import type { PageInfo } from "@portal/shared/pagination";
import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import { SortMenu } from "@/components/ui/sort-menu";
import { Spinner } from "@/components/ui/spinner";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import { useIsMobile } from "@/lib/hooks/use-media-query";

interface ListViewProps<Row, K extends string> {
  /** The list answer's page info; undefined before the first answer (or after a failed one). */
  info: PageInfo | undefined;
  /** The page's rows (undefined with `info`). */
  rows: Row[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The list's name, for the pager's label ("Invoices: pages"). */
  name: string;
  loadingLabel: string;
  /** Said in place of the rows when they could not be loaded. */
  errorText: string;
  /** Said in place of the rows when none matches: a text, or a text with its action. */
  empty: ReactNode;
  /** The order the cards are in, as a "Sort by" menu above them (a table sorts by its headers). */
  sortMenu?: { sort: ListSort<K>; options: { column: K; label: string }[] };
  /** Shown beside the sort menu above the cards (the select-all box of a list with bulk actions). */
  cardsToolbar?: ReactNode;
  /** Shown above the rows, cards or table, whenever there are rows (a bulk-action bar). */
  above?: ReactNode;
  /** The rows as cards: below 768 px, or at every width for a list without a table. */
  cards: (rows: Row[]) => ReactNode;
  /** The rows as a table, from 768 px (decision 022). */
  table?: (rows: Row[]) => ReactNode;
  onPage: (page: number) => void;
}

/**
 * The body of every admin list (decision 094): a spinner while the first page loads, the failure
 * or the empty text in place of the rows, else the rows as a table from 768 px and as cards below
 * (with the sort menu), and the pager ("Showing 1–25 of 60"). The screen keeps its own header,
 * search and filters; `useListState` keeps them, the page and the order in the URL.
 */
export function ListView<Row, K extends string>({
  info,
  rows,
  isPending,
  isError,
  name,
  loadingLabel,
  errorText,
  empty,
  sortMenu,
  cardsToolbar,
  above,
  cards,
  table,
  onPage,
}: ListViewProps<Row, K>) {
  const isMobile = useIsMobile();
  if (isError && !rows) {
    return (
      <p role="alert" className="text-red-700">
        {errorText}
      </p>
    );
  }
  if (isPending || !info || !rows) return <Spinner label={loadingLabel} />;
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {typeof empty === "string" ? <p>{empty}</p> : empty}
      </div>
    );
  }
  const asCards = !table || isMobile;
  const toolbar = asCards && (sortMenu || cardsToolbar) && (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {cardsToolbar}
      {sortMenu && <SortMenu sort={sortMenu.sort} options={sortMenu.options} />}
    </div>
  );
  return (
    <>
      {above}
      {toolbar}
      {asCards || !table ? cards(rows) : table(rows)}
      <Pager info={info} shown={rows.length} onPage={onPage} listName={name} />
    </>
  );
}
