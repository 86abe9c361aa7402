import { CLIENT_RIGHTS, type ClientRight, type ClientRights } from "@portal/shared/company-contracts";
import { useTranslation } from "react-i18next";

/**
 * The four rights as checkboxes in a group named `legend`; each checkbox is named by its right's
 * visible text. `disabled` while a change is being saved.
 */
export function RightsCheckboxes({
  idPrefix,
  legend,
  value,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  legend: string;
  value: ClientRights;
  onChange: (right: ClientRight, checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("companies");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {CLIENT_RIGHTS.map((right) => (
          <label key={right} htmlFor={`${idPrefix}-${right}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${idPrefix}-${right}`}
              type="checkbox"
              className="size-4 accent-slate-900"
              checked={value[right]}
              disabled={disabled}
              onChange={(e) => onChange(right, e.target.checked)}
            />
            {t(`rights.${right}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
