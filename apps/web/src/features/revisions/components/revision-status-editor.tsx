import { commentProgress } from "@portal/shared/comment-workflow";
import { REVISION_STATUSES, type RevisionStatus } from "@portal/shared/constants";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import type { AdminRevision } from "@portal/shared/revision-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { editConflictOf } from "@/lib/edit-conflict";
import { toast } from "@/lib/toast";
import { revisionKeys } from "../api/query-keys";
import { useUpdateRevisionStatus } from "../api/update-revision-status";
import { CommentProgress } from "./comment-progress";

/**
 * The revision's status selector with Update Status (disabled while unchanged), the comments'
 * "n of m changes done", and, once every comment is done, one button that sets the revision done.
 * A change is made from the version the screen read: when another admin changed the revision since,
 * the notice says who and what, with Reload and Re-apply (this status over the current version).
 */
export function RevisionStatusEditor({ revision }: { revision: AdminRevision }) {
  const { t } = useTranslation("revisions");
  const update = useUpdateRevisionStatus();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<RevisionStatus | null>(null);
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: RevisionStatus } | null>(null);
  const statusId = useId();
  const status = chosen ?? revision.status;
  const { allDone } = commentProgress(
    revision.annotations.map((a) => a.id),
    revision.comments,
  );
  const save = async (next: RevisionStatus, ifMatch?: string) => {
    try {
      await update.mutateAsync({ id: revision.id, status: next, ifMatch });
      toast.success(t("statusUpdated"));
      setChosen(null);
      setConflict(null);
    } catch (e) {
      const details = editConflictOf(e);
      if (details) setConflict({ details, mine: next });
      else toast.error(t(e instanceof ApiError ? "statusUpdateFailed" : "unexpectedError"));
    }
  };
  return (
    <div className="flex flex-col gap-4 sm:col-span-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={statusId}>{t("statusLabel")}</Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(e) => setChosen(e.target.value as RevisionStatus)}
            className="sm:w-56"
          >
            {REVISION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => save(status)} disabled={status === revision.status || update.isPending}>
          {t("updateStatus")}
        </Button>
      </div>
      {conflict && (
        <EditConflictNotice
          conflict={conflict.details}
          describe={(field, value) =>
            field === "status"
              ? { label: t("statusLabel"), value: t(`status.${String(value)}`, { defaultValue: String(value) }) }
              : null
          }
          busy={update.isPending}
          onReload={() => {
            setConflict(null);
            setChosen(null);
            void queryClient.invalidateQueries({ queryKey: revisionKeys.detail(revision.id) });
          }}
          onReapply={() => void save(conflict.mine, conflict.details.etag)}
        />
      )}
      <CommentProgress revision={revision} />
      {allDone && revision.status !== "done" && (
        <div className="flex flex-col gap-2 rounded-md border border-green-200 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-green-900">{t("workflow.allDone")}</p>
          <Button size="sm" onClick={() => save("done")} disabled={update.isPending}>
            <CheckCheck aria-hidden="true" />
            {t("workflow.markRevisionDone")}
          </Button>
        </div>
      )}
    </div>
  );
}
