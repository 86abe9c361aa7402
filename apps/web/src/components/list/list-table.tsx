import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ListHead } from "./list-head";

/** What a row carries besides its cells: a class (the chosen row's tint) or data attributes. */
type RowProps = ComponentProps<"tr"> & { [data: `data-${string}`]: string | number };

/**
 * A list's table (decisions 094, 117): its head from `columns` (`ListHead`), then one row a record,
 * divided by a thin line. The screen gives each row's cells.
 */
export function ListTable<Row, K extends string>({
  rows,
  rowKey,
  rowProps,
  caption,
  cells,
  ...head
}: ComponentProps<typeof ListHead<K>> & {
  rows: Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => RowProps;
  /** The table's name for screen readers. */
  caption?: string;
  cells: (row: Row) => ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <ListHead {...head} />
      <tbody>
        {rows.map((row) => {
          const { className, ...props } = rowProps?.(row) ?? {};
          return (
            <tr key={rowKey(row)} {...props} className={cn("border-b border-slate-100 last:border-0", className)}>
              {cells(row)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
