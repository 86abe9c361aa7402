import { CLIENT_RIGHTS, type ClientRight } from "@portal/shared/company-contracts";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { companyKeys } from "../api/query-keys";

const isRight = (field: string): field is ClientRight => (CLIENT_RIGHTS as readonly string[]).includes(field);

/**
 * Someone else (an admin, or the owner in another tab) changed the colleague since the Team page
 * showed them (decision 120): who set which rights and when, with Reload (the team as it is now,
 * dropping this change) and Re-apply (this change over the current version).
 */
export function TeamConflictNotice({
  details,
  clientId,
  busy,
  onDone,
  onReapply,
}: {
  details: EditConflictDetails;
  clientId?: string;
  busy: boolean;
  onDone: () => void;
  /** Sends the change again over the current version, `details.etag`. */
  onReapply: () => void;
}) {
  const { t } = useTranslation("companies");
  const queryClient = useQueryClient();
  return (
    <div className="w-full min-w-0 md:max-w-md">
      <EditConflictNotice
        conflict={details}
        order={CLIENT_RIGHTS}
        describe={(field, value) =>
          isRight(field) ? { label: t(`rights.${field}`), value: value ? t("rightOn") : t("rightOff") } : null
        }
        busy={busy}
        onReload={() => {
          onDone();
          void queryClient.invalidateQueries({ queryKey: companyKeys.team(clientId) });
        }}
        onReapply={onReapply}
      />
    </div>
  );
}
