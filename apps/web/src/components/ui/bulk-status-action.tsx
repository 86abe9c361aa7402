import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkConfirmButton } from "@/components/ui/bulk-confirm-button";
import { NativeSelect } from "@/components/ui/input";

interface Props<S extends string> {
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  /** The confirmation's question for the status chosen ("Change 3 tickets to Resolved?"). */
  title: (status: S) => string;
  description: string;
  done: (status: S) => string;
  run: (status: S) => Promise<unknown>;
}

/** "New status" and Change status for the chosen rows, behind a confirmation that names the status. */
export function BulkStatusAction<S extends string>({ statuses, statusLabel, title, description, done, run }: Props<S>) {
  const { t } = useTranslation("lists");
  const id = useId();
  const [status, setStatus] = useState<S>(statuses[0]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("newStatus")}
      </label>
      <NativeSelect id={id} className="h-8 w-auto" value={status} onChange={(e) => setStatus(e.target.value as S)}>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </NativeSelect>
      <BulkConfirmButton
        label={t("applyStatus")}
        title={title(status)}
        description={description}
        confirmLabel={t("applyStatus")}
        done={done(status)}
        run={() => run(status)}
      />
    </div>
  );
}
