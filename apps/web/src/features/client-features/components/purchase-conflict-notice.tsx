import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { clientFeatureKeys } from "../api/query-keys";

/**
 * Another admin changed the purchase since the list showed it (decision 102): who set its status or
 * progress and when, with Reload (the list again, dropping this person's choice) and Re-apply (their
 * choice over the current version, `details.etag`).
 */
export function PurchaseConflictNotice({
  details,
  busy,
  onReload,
  onReapply,
}: {
  details: EditConflictDetails;
  busy: boolean;
  onReload: () => void;
  onReapply: (etag: string) => void;
}) {
  const { t } = useTranslation("client-features");
  const queryClient = useQueryClient();
  return (
    <div className="mt-2 min-w-64 basis-full">
      <EditConflictNotice
        conflict={details}
        order={["status", "progress"]}
        describe={(field, value) => {
          if (field === "status")
            return { label: t("table.status"), value: t(`status.${String(value)}`, { defaultValue: String(value) }) };
          if (field === "progress") return { label: t("table.progress"), value: `${String(value)}%` };
          return null;
        }}
        busy={busy}
        onReload={() => {
          onReload();
          void queryClient.invalidateQueries({ queryKey: clientFeatureKeys.all });
        }}
        onReapply={() => onReapply(details.etag)}
      />
    </div>
  );
}
