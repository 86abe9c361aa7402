import { RefreshCw, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { useWeekStart } from "@/features/agency";

export interface InvoiceFilterValues {
  search: string;
  /** yyyy-MM-dd or "". */
  from: string;
  to: string;
}

interface Props {
  idPrefix: string;
  values: InvoiceFilterValues;
  onChange: (next: InvoiceFilterValues) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Refresh, search, From and To date pickers, and Clear. */
export function InvoiceFiltersBar({ idPrefix, values, onChange, onClear, onRefresh, refreshing }: Props) {
  const { t, i18n } = useTranslation("invoices");
  const weekStartsOn = useWeekStart(i18n.language);
  const active = Boolean(values.search || values.from || values.to);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <SearchInput
        className="flex-1 md:min-w-64"
        aria-label={t("search")}
        placeholder={t("searchPlaceholder")}
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-from`} className="text-xs text-slate-600">
            {t("fromDate")}
          </Label>
          <DatePicker
            weekStartsOn={weekStartsOn}
            id={`${idPrefix}-from`}
            aria-label={t("fromDate")}
            value={values.from}
            onChange={(from) => onChange({ ...values, from })}
            placeholder={t("datePlaceholder")}
            clearLabel={t("clearDate")}
            className="md:w-44"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-to`} className="text-xs text-slate-600">
            {t("toDate")}
          </Label>
          <DatePicker
            weekStartsOn={weekStartsOn}
            id={`${idPrefix}-to`}
            aria-label={t("toDate")}
            value={values.to}
            onChange={(to) => onChange({ ...values, to })}
            placeholder={t("datePlaceholder")}
            clearLabel={t("clearDate")}
            className="md:w-44"
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onClear} disabled={!active}>
          <X aria-hidden="true" />
          {t("clear")}
        </Button>
        <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
          {t("refresh")}
        </Button>
      </div>
    </div>
  );
}
