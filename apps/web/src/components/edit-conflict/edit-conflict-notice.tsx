import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { RefreshCw, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { timeAgo } from "@/lib/edit-conflict";

/** A changed field as the screen names it: its label and its new value, both in the person's language. */
export interface DescribedChange {
  label: string;
  value: string;
}

/**
 * Says that another admin saved the record first and what they changed ("Maya set Status to Ready
 * 20 sec. ago"), with Reload (take theirs) and Re-apply (take theirs, then put this person's own
 * edit back into the form to review and save). Decision 075.
 */
export function EditConflictNotice({
  conflict,
  describe,
  order = [],
  onReload,
  onReapply,
  busy = false,
}: {
  conflict: EditConflictDetails;
  /** The change of one field as the screen shows it; null leaves a field the screen does not show out. */
  describe: (field: string, value: unknown) => DescribedChange | null;
  /** The fields in the order the form shows them (the trail keeps no order). */
  order?: readonly string[];
  onReload: () => void;
  onReapply: () => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation("common");
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const changes = [...conflict.changes]
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((change) => describe(change.field, change.value))
    .filter((change): change is DescribedChange => change !== null)
    .map((change) => t("editConflict.change", { field: change.label, value: change.value }));
  const who = conflict.changedBy ?? t("editConflict.someone");
  const when = timeAgo(conflict.changedAt, i18n.language);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t("editConflict.title")}</p>
        <p>
          {changes.length > 0
            ? t("editConflict.setFields", { who, changes: list.format(changes), when })
            : t("editConflict.changed", { who, when })}
        </p>
        <p>{t("editConflict.notSaved")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onReload} disabled={busy}>
          <RefreshCw aria-hidden="true" />
          {t("editConflict.reload")}
        </Button>
        <Button type="button" size="sm" onClick={onReapply} disabled={busy}>
          <Undo2 aria-hidden="true" />
          {t("editConflict.reapply")}
        </Button>
      </div>
    </div>
  );
}
