import { commentProgress } from "@portal/shared/comment-workflow";
import { REVISION_STATUSES, type RevisionStatus } from "@portal/shared/constants";
import type { AdminRevision } from "@portal/shared/revision-contracts";
import { CheckCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateRevisionStatus } from "../api/update-revision-status";
import { CommentProgress } from "./comment-progress";

/**
 * The revision's status selector with Update Status (disabled while unchanged), the comments'
 * "n of m changes done", and, once every comment is done, one button that sets the revision done.
 */
export function RevisionStatusEditor({ revision }: { revision: AdminRevision }) {
  const { t } = useTranslation("revisions");
  const update = useUpdateRevisionStatus();
  const [chosen, setChosen] = useState<RevisionStatus | null>(null);
  const statusId = useId();
  const status = chosen ?? revision.status;
  const { allDone } = commentProgress(
    revision.annotations.map((a) => a.id),
    revision.comments,
  );
  const save = async (next: RevisionStatus) => {
    try {
      await update.mutateAsync({ id: revision.id, status: next });
      toast.success(t("statusUpdated"));
      setChosen(null);
    } catch (e) {
      toast.error(t(e instanceof ApiError ? "statusUpdateFailed" : "unexpectedError"));
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
