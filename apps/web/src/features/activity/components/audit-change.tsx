import type { AuditEntry, AuditValues } from "@portal/shared/audit-contracts";
import { useTranslation } from "react-i18next";

type Value = AuditValues[string];

/** A recorded value as words: empty, yes/no, or the value itself (kept left-to-right: ids, URLs, e-mails). */
function ValueText({ value }: { value: Value | undefined }) {
  const { t } = useTranslation("activity");
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">{t("emptyValue")}</span>;
  if (typeof value === "boolean") return <>{value ? t("yes") : t("no")}</>;
  return (
    <bdi dir="auto" className="break-all">
      {String(value)}
    </bdi>
  );
}

/** The values before and after a change, one line per field ("Status: pending → done"). */
export function AuditChange({ entry }: { entry: Pick<AuditEntry, "before" | "after"> }) {
  const { t } = useTranslation("activity");
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-slate-500">{t("noValues")}</span>;
  return (
    <dl className="flex flex-col gap-1">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1">
          <dt className="font-medium">{t(`fields.${field}`, { defaultValue: field })}:</dt>
          <dd className="flex flex-wrap items-center gap-x-1">
            {entry.before && (
              <>
                <span className="sr-only">{t("before")}</span>
                <ValueText value={entry.before[field]} />
                {entry.after && (
                  <span aria-hidden="true" className="rtl:rotate-180">
                    →
                  </span>
                )}
              </>
            )}
            {entry.after && (
              <>
                <span className="sr-only">{t("after")}</span>
                <ValueText value={entry.after[field]} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
