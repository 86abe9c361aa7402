import type { SearchKind } from "@portal/shared/search-contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { SearchResult } from "./search-results";

interface ResultGroupProps {
  kind: SearchKind;
  results: SearchResult[];
  total: number;
  /** The index of the group's first result among all shown (the combobox's active option counts across groups). */
  firstIndex: number;
  active: number;
  optionId: (index: number) => string;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
}

/** One kind's matches: a labelled group of options in the search's listbox. */
export function ResultGroup({ kind, results, total, firstIndex, active, optionId, onChoose, onHover }: ResultGroupProps) {
  const { t } = useTranslation(["search", "invoices", "support", "revisions"]);
  const headingId = `${optionId(firstIndex)}-heading`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA combobox pattern), not a form's fieldset
    <div role="group" aria-labelledby={headingId}>
      <div
        id={headingId}
        role="presentation"
        className="mb-1 flex items-baseline justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
      >
        <span>{t(`search:kind.${kind}`)}</span>
        {total > results.length && (
          <span className="font-normal normal-case">{t("search:showingOf", { shown: results.length, count: total })}</span>
        )}
      </div>
      {results.map((result, offset) => {
        const index = firstIndex + offset;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
          <div
            key={result.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={cn(
              "flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm",
              index === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
            )}
            onMouseEnter={() => onHover(index)}
            onClick={() => onChoose(result)}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{result.title}</span>
              {result.detail && <span className="block truncate text-slate-600">{result.detail}</span>}
            </span>
            {result.status && <span className="shrink-0 text-xs text-slate-600">{t(result.status)}</span>}
          </div>
        );
      })}
    </div>
  );
}
