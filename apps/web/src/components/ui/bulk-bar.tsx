import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { RowSelection } from "@/lib/hooks/use-row-selection";

/**
 * The bar above a list while rows are chosen: how many, the bulk actions, and Clear. Below 768 px
 * it stays in view under the page header while the cards scroll, so a card chosen far down can
 * still be acted on.
 */
export function BulkBar({ selection, listName, children }: { selection: RowSelection; listName: string; children: ReactNode }) {
  const { t } = useTranslation("lists");
  if (selection.chosen.length === 0) return null;
  return (
    <section
      aria-label={t("bulkActionsOf", { list: listName })}
      className="sticky top-16 z-20 flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-2 shadow-sm md:static md:shadow-none"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {t("selected", { count: selection.chosen.length })}
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" size="sm" className="ms-auto" onClick={selection.clear}>
        {t("clearSelection")}
      </Button>
    </section>
  );
}
