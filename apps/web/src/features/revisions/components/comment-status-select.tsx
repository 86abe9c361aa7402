import { COMMENT_STATUSES, type CommentStatus } from "@portal/shared/comment-workflow";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useSetCommentStatus } from "../api/set-comment-status";

/** The admin's status control of one comment: choosing a value saves it (one change at a time). */
export function CommentStatusSelect({
  revisionId,
  annotationId,
  number,
  status,
}: {
  revisionId: string;
  annotationId: string;
  number: number;
  status: CommentStatus;
}) {
  const { t } = useTranslation("revisions");
  const id = useId();
  const update = useSetCommentStatus();
  const change = async (next: CommentStatus) => {
    if (next === status) return;
    try {
      await update.mutateAsync({ revisionId, annotationId, status: next });
      toast.success(t("workflow.statusUpdated", { number, status: t(`workflow.commentStatus.${next}`) }));
    } catch (error) {
      toast.error(t("workflow.statusUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
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
    </>
  );
}
