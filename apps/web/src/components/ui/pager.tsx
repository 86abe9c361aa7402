import { type PageInfo, pageCount } from "@portal/shared/pagination";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface Props {
  /** The page info of the list answer. */
  info: PageInfo;
  /** How many rows this page shows. */
  shown: number;
  onPage: (page: number) => void;
  /** Names the list for screen readers ("Invoices: pages"). */
  listName: string;
  className?: string;
}

/**
 * The one pager of every list: "Showing 26–50 of 60" (and the unfiltered number when filters
 * narrow the list), with Previous / Page n of m / Next when there is more than one page.
 */
export function Pager({ info, shown, onPage, listName, className }: Props) {
  const { t } = useTranslation("pager");
  const pages = pageCount(info.total, info.pageSize);
  const from = info.total === 0 ? 0 : (info.page - 1) * info.pageSize + 1;
  const to = from === 0 ? 0 : from + shown - 1;
  const filtered = info.overall !== info.total;
  const summary =
    info.total === 0
      ? t("none", { overall: info.overall })
      : t(info.totalIsAtLeast ? "showingAtLeast" : filtered ? "showingFiltered" : "showing", {
          from,
          to,
          total: info.total,
          overall: info.overall,
        });
  return (
    <nav
      aria-label={t("label", { list: listName })}
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
    >
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="pager-summary">
        {summary}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => onPage(info.page - 1)} disabled={info.page <= 1}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            {t("previous")}
          </Button>
          <span className="text-sm text-slate-600">{t("page", { page: info.page, pages })}</span>
          <Button variant="outline" size="sm" onClick={() => onPage(info.page + 1)} disabled={info.page >= pages}>
            {t("next")}
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
