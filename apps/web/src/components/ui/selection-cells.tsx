import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import type { RowSelection } from "@/lib/hooks/use-row-selection";

const BOX =
  "size-4 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The box that chooses every row on the page (mixed when only some are). */
export function SelectAllBox({ selection, label }: { selection: RowSelection; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someChosen;
  }, [selection.someChosen]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={BOX}
      aria-label={label}
      checked={selection.allChosen}
      onChange={selection.toggleAll}
    />
  );
}

/** One row's box, named after the row ("Select INV-1002"). */
export function SelectRowBox({ selection, id, label }: { selection: RowSelection; id: string; label: string }) {
  return (
    <input
      type="checkbox"
      className={BOX}
      aria-label={label}
      checked={selection.isChosen(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

/** The selection column's header. */
export function SelectAllHeader({ selection, label, className }: { selection: RowSelection; label: string; className?: string }) {
  return (
    <th scope="col" className={cn("w-8 px-2 py-2 text-start", className)}>
      <SelectAllBox selection={selection} label={label} />
    </th>
  );
}

/** One row's cell in the selection column. */
export function SelectRowCell({
  selection,
  id,
  label,
  className,
}: {
  selection: RowSelection;
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <td className={cn("w-8 px-2 py-3 align-top", className)}>
      <SelectRowBox selection={selection} id={id} label={label} />
    </td>
  );
}
