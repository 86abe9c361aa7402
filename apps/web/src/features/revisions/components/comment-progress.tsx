import { commentProgress } from "@portal/shared/comment-workflow";
import type { Revision } from "@portal/shared/revision-contracts";
import { useTranslation } from "react-i18next";

/** "5 of 8 changes done", with a bar; nothing for a revision without comments. */
export function CommentProgress({ revision }: { revision: Pick<Revision, "annotations" | "comments"> }) {
  const { t, i18n } = useTranslation("revisions");
  const { done, total } = commentProgress(
    revision.annotations.map((a) => a.id),
    revision.comments,
  );
  if (total === 0) return null;
  const label = t("workflow.progress", { done: new Intl.NumberFormat(i18n.language).format(done), count: total });
  return (
    <div className="flex min-w-48 flex-col gap-1" data-testid="comment-progress">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${(done / total) * 100}%` }} />
      </div>
    </div>
  );
}
