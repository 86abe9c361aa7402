import { AUDIT_KINDS } from "@portal/shared/audit-contracts";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { useWeekStart } from "@/features/agency";

export interface ActivityFilterValues {
  person: string;
  /** An audit kind, or "" for all. */
  kind: string;
  /** yyyy-MM-dd or "". */
  from: string;
  to: string;
}

interface Props {
  values: ActivityFilterValues;
  onChange: (patch: Partial<ActivityFilterValues>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Person (name or e-mail), kind of change, From and To days, and Clear. */
export function ActivityFilters({ values, onChange, onClear }: Props) {
  const { t, i18n } = useTranslation("activity");
  const weekStartsOn = useWeekStart(i18n.language);
  const active = Boolean(values.person || values.kind || values.from || values.to);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <div className="flex flex-1 flex-col gap-1 md:min-w-56">
        <Label htmlFor="activity-person" className="text-xs text-slate-600">
          {t("filters.person")}
        </Label>
        <SearchInput
          id="activity-person"
          placeholder={t("filters.personPlaceholder")}
          value={values.person}
          onChange={(e) => onChange({ person: e.target.value }, { replace: true })}
        />
      </div>
      <div className="flex flex-col gap-1 md:w-52">
        <Label htmlFor="activity-kind" className="text-xs text-slate-600">
          {t("filters.kind")}
        </Label>
        <NativeSelect id="activity-kind" value={values.kind} onChange={(e) => onChange({ kind: e.target.value })}>
          <option value="">{t("filters.allKinds")}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        {(["from", "to"] as const).map((edge) => (
          <div key={edge} className="flex flex-col gap-1">
            <Label htmlFor={`activity-${edge}`} className="text-xs text-slate-600">
              {t(`filters.${edge}`)}
            </Label>
            <DatePicker
              weekStartsOn={weekStartsOn}
              id={`activity-${edge}`}
              aria-label={t(`filters.${edge}`)}
              value={values[edge]}
              onChange={(value) => onChange({ [edge]: value })}
              placeholder={t("filters.datePlaceholder")}
              clearLabel={t("filters.clearDate")}
              className="md:w-40"
            />
          </div>
        ))}
      </div>
      <Button variant="outline" onClick={onClear} disabled={!active}>
        <X aria-hidden="true" />
        {t("filters.clear")}
      </Button>
    </div>
  );
}
