/** The look of a plain table's header row and its cells (sortable headers use the same). */
export const HEAD_ROW = "border-b border-slate-200 bg-slate-50 text-slate-600";
export const HEAD = "p-3 text-start font-medium";
/** The header row of a table set on a card of its own, without the shade. */
export const PLAIN_HEAD_ROW = "border-b border-slate-200 text-slate-600";
