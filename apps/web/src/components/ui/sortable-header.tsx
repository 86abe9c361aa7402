import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { ListSort } from "@/lib/hooks/use-list-sort";

interface Props<K extends string> {
  column: K;
  label: string;
  sort: ListSort<K>;
  className?: string;
  /** Shown in the header cell before the button (a table's select-all box). */
  before?: ReactNode;
}

/**
 * A column header that sorts its list: a button in the `th` (keyboard and screen readers reach
 * it), `aria-sort` on the sorted column, and an arrow showing the direction.
 */
export function SortableHeader<K extends string>({ column, label, sort, className, before }: Props<K>) {
  const active = sort.order.sort === column;
  const ascending = sort.order.dir === "asc";
  const Icon = !active ? ArrowUpDown : ascending ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (ascending ? "ascending" : "descending") : undefined} className={className}>
      {before && <span className="me-2 inline-flex align-middle">{before}</span>}
      <button
        type="button"
        onClick={() => sort.onSort(column)}
        data-sort-column={column}
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded px-1 text-start [text-transform:inherit] hover:text-slate-900",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
          active && "text-slate-900",
        )}
      >
        {label}
        {/* The idle arrow only where there is room (wide tables must fit 1024 px); the sorted column always shows its direction. */}
        <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", !active && "hidden text-slate-400 2xl:block")} />
      </button>
    </th>
  );
}
