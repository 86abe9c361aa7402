import { COMMENT_STATUSES, type CommentStatus } from "@portal/shared/comment-workflow";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { NativeSelect } from "@/components/ui/input";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { revisionKeys } from "../api/query-keys";
import { useSetCommentStatus } from "../api/set-comment-status";

/**
 * The admin's status control of one comment: choosing a value saves it (one change at a time),
 * from the version the thread showed (`etag`). When another admin changed the comment since, the
 * notice says who and what, with Reload (the revision again) and Re-apply (this status over the
 * current version). Decision 084.
 */
export function CommentStatusSelect({
  revisionId,
  annotationId,
  number,
  status,
  etag,
}: {
  revisionId: string;
  annotationId: string;
  number: number;
  status: CommentStatus;
  etag: string;
}) {
  const { t } = useTranslation("revisions");
  const id = useId();
  const queryClient = useQueryClient();
  const update = useSetCommentStatus();
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: CommentStatus } | null>(null);
  const change = async (next: CommentStatus, ifMatch = etag) => {
    if (next === status && !conflict) return;
    try {
      await update.mutateAsync({ revisionId, annotationId, status: next, ifMatch });
      setConflict(null);
      toast.success(t("workflow.statusUpdated", { number, status: t(`workflow.commentStatus.${next}`) }));
    } catch (error) {
      const details = editConflictOf(error);
      if (details) setConflict({ details, mine: next });
      else toast.error(t("workflow.statusUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  };
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("workflow.statusOf", { number })}
      </label>
      <NativeSelect
        id={id}
        value={status}
        disabled={update.isPending}
        onChange={(e) => void change(e.target.value as CommentStatus)}
        className="h-8 w-36 text-xs"
      >
        {COMMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`workflow.commentStatus.${s}`)}
          </option>
        ))}
      </NativeSelect>
      {conflict && (
        <div className="basis-full">
          <EditConflictNotice
            conflict={conflict.details}
            describe={(field, value) =>
              field === "status"
                ? {
                    label: t("workflow.statusOf", { number }),
                    value: t(`workflow.commentStatus.${String(value)}`, { defaultValue: String(value) }),
                  }
                : null
            }
            busy={update.isPending}
            onReload={() => {
              setConflict(null);
              void queryClient.invalidateQueries({ queryKey: revisionKeys.all });
            }}
            onReapply={() => void change(conflict.mine, conflict.details.etag)}
          />
        </div>
      )}
    </>
  );
}
