import { SelectAllHeader } from "@/components/ui/selection-cells";
import { SortableHeader } from "@/components/ui/sortable-header";
import { HEAD, HEAD_ROW } from "@/components/ui/table-head";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import type { RowSelection } from "@/lib/hooks/use-row-selection";

/** A column of a list's table: sortable by `column`, or plain; `hidden` says its name to screen readers only. */
export interface ListColumn<K extends string> {
  column?: K;
  label: string;
  hidden?: boolean;
}

/**
 * The head of a list's table (decision 117): the select-all box where rows can be chosen, then
 * each column, sortable where it names its sort key. The screen keeps its rows. Shaded as
 * `HEAD_ROW` and `HEAD` unless the screen gives its own look.
 */
export function ListHead<K extends string>({
  columns,
  sort,
  className = HEAD_ROW,
  cellClassName = HEAD,
  selectAll,
}: {
  columns: ListColumn<K>[];
  sort: ListSort<K>;
  className?: string;
  cellClassName?: string;
  selectAll?: { selection: RowSelection; label: string };
}) {
  return (
    <thead className={className}>
      <tr>
        {selectAll && <SelectAllHeader selection={selectAll.selection} label={selectAll.label} />}
        {columns.map(({ column, label, hidden }) =>
          column ? (
            <SortableHeader key={label} column={column} label={label} sort={sort} className={cellClassName} />
          ) : (
            <th key={label} scope="col" className={cellClassName}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
