import { useCallback, useMemo, useState } from "react";

/** The rows chosen on a list's page for a bulk action. */
export interface RowSelection {
  /** The chosen ids among the rows on screen, in their order. */
  chosen: string[];
  isChosen: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Chooses every row on screen, or none when all already are. */
  toggleAll: () => void;
  allChosen: boolean;
  someChosen: boolean;
  clear: () => void;
}

/**
 * Selection over the rows on screen: only those count, so a row that left the page (another page,
 * a filter, a delete) is never acted on unseen.
 */
export function useRowSelection(visibleIds: readonly string[]): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visibleKey = visibleIds.join(",");
  const chosen = useMemo(() => visibleIds.filter((id) => selected.has(id)), [visibleKey, selected]);
  const allChosen = visibleIds.length > 0 && chosen.length === visibleIds.length;
  const toggle = useCallback((id: string) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => setSelected(allChosen ? new Set() : new Set(visibleIds)), [allChosen, visibleKey]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return {
    chosen,
    isChosen: (id) => chosen.includes(id),
    toggle,
    toggleAll,
    allChosen,
    someChosen: chosen.length > 0 && !allChosen,
    clear,
  };
}
