import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { RowSelection } from "@/lib/hooks/use-row-selection";

const BOX =
  "size-4 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The box that chooses every row on the page (mixed when only some are). */
export function SelectAllBox({ selection, label, inputId }: { selection: RowSelection; label: string; inputId?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someChosen;
  }, [selection.someChosen]);
  return (
    <input
      ref={ref}
      id={inputId}
      type="checkbox"
      className={BOX}
      aria-label={label}
      checked={selection.allChosen}
      onChange={selection.toggleAll}
    />
  );
}

/** One row's box, named after the row ("Select INV-1002"). */
export function SelectRowBox({
  selection,
  id,
  label,
  inputId,
}: {
  selection: RowSelection;
  id: string;
  label: string;
  inputId?: string;
}) {
  return (
    <input
      id={inputId}
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

/**
 * Above a list of cards (below 768 px): the box that chooses every card on the page, its name in
 * view, the whole line a target a finger can hit.
 */
export function SelectAllCards({ selection, className }: { selection: RowSelection; className?: string }) {
  const { t } = useTranslation("lists");
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={cn("inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium", className)}
    >
      <SelectAllBox selection={selection} label={t("selectAllCards")} inputId={inputId} />
      <span aria-hidden="true">{t("selectAllCards")}</span>
    </label>
  );
}

/** One card's box, named after the card ("Select INV-1002"), padded to a finger's size inside the card's own padding. */
export function SelectCardBox({ selection, id, label }: { selection: RowSelection; id: string; label: string }) {
  const inputId = useId();
  return (
    <label htmlFor={inputId} className="-m-3.5 inline-flex shrink-0 cursor-pointer p-3.5">
      <SelectRowBox selection={selection} id={id} label={label} inputId={inputId} />
    </label>
  );
}
