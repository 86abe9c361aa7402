import type { Annotation } from "@portal/shared/annotations";
import type { Revision } from "@portal/shared/revision-contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { positionText, viewText } from "./comment-list";
import { CommentWorkflow, threadOf } from "./comment-workflow";

interface WorkflowCommentListProps {
  revision: Pick<Revision, "id" | "annotations" | "comments">;
  viewer: "client" | "admin";
  /** The comment shown on the demo (admin's walk-through); it is outlined. */
  activeId?: string | null;
  /** Shows a comment on the demo. */
  onSelect?: (annotationId: string) => void;
  /** The thread open at first (a deep link to a comment). */
  initialOpenId?: string | null;
}

/** The numbered comments of a revision, each with its workflow (status, New Reply, thread). */
export function WorkflowCommentList({ revision, viewer, activeId, onSelect, initialOpenId }: WorkflowCommentListProps) {
  if (revision.annotations.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2" data-testid="workflow-comments">
      {revision.annotations.map((annotation, index) => (
        <li
          key={annotation.id}
          className={cn(
            "rounded-md border bg-white p-3 text-sm",
            activeId === annotation.id ? "border-red-600 ring-2 ring-red-600/30" : "border-slate-200",
          )}
          data-testid="workflow-comment"
          data-active={activeId === annotation.id || undefined}
          aria-current={activeId === annotation.id || undefined}
        >
          <CommentHeading annotation={annotation} number={index + 1} onSelect={onSelect} />
          <CommentWorkflow
            revisionId={revision.id}
            thread={threadOf(revision.comments, annotation.id)}
            number={index + 1}
            viewer={viewer}
            initialOpen={initialOpenId === annotation.id}
          />
        </li>
      ))}
    </ol>
  );
}

function CommentHeading({
  annotation,
  number,
  onSelect,
}: {
  annotation: Annotation;
  number: number;
  onSelect?: (annotationId: string) => void;
}) {
  const { t } = useTranslation("revisions");
  const numberClass = "flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white";
  return (
    <div className="flex gap-3">
      {onSelect ? (
        <button
          type="button"
          className={cn(numberClass, "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600")}
          aria-label={t("workflow.showOnDemo", { number })}
          onClick={() => onSelect(annotation.id)}
        >
          {number}
        </button>
      ) : (
        <span className={numberClass}>{number}</span>
      )}
      <div className="min-w-0 flex-1">
        <p dir="auto" className="break-words">
          {annotation.comment}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {viewText(t, annotation)} · {t("position", { position: positionText(annotation) })}
        </p>
      </div>
    </div>
  );
}
