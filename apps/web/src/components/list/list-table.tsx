import type { ComponentProps, ReactNode } from "react";
import { ListHead } from "./list-head";

/**
 * A list's table (decisions 094, 117): its head from `columns` (`ListHead`), then one row a record,
 * divided by a thin line. The screen gives each row's cells.
 */
export function ListTable<Row, K extends string>({
  rows,
  rowKey,
  cells,
  ...head
}: ComponentProps<typeof ListHead<K>> & {
  rows: Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <ListHead {...head} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
