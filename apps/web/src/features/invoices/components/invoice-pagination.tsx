import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export function InvoicePagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("invoices");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t("previous")}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {t("page", { page, pages })}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t("next")}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
