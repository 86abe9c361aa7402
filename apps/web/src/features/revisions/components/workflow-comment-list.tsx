import type { Annotation } from "@portal/shared/annotations";
import type { CommentThread } from "@portal/shared/comment-workflow";
import type { Revision } from "@portal/shared/revision-contracts";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { positionText } from "./comment-list";
import { CommentStatusBadge } from "./comment-status-badge";
import { CommentStatusSelect } from "./comment-status-select";
import { CommentThreadView } from "./comment-thread";

interface WorkflowCommentListProps {
  revision: Pick<Revision, "id" | "annotations" | "comments">;
  viewer: "client" | "admin";
  /** The comment shown on the demo (admin's walk-through); it is highlighted. */
  activeId?: string | null;
  /** Shows a comment on the demo. */
  onSelect?: (annotationId: string) => void;
  /** The thread open at first (a deep link to a comment). */
  initialOpenId?: string | null;
}

/**
 * The numbered comments of a revision with their status (a badge, or the admin's control), their
 * unread mark, and a thread each can open to read and reply.
 */
export function WorkflowCommentList({ revision, viewer, activeId, onSelect, initialOpenId }: WorkflowCommentListProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(initialOpenId ? [initialOpenId] : []));
  const threads = new Map(revision.comments.map((c) => [c.annotationId, c]));
  if (revision.annotations.length === 0) return null;
  const toggle = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ol className="flex flex-col gap-2" data-testid="workflow-comments">
      {revision.annotations.map((annotation, index) => (
        <WorkflowCommentItem
          key={annotation.id}
          revisionId={revision.id}
          annotation={annotation}
          thread={threads.get(annotation.id) ?? { annotationId: annotation.id, status: "open", replies: [], unread: false }}
          number={index + 1}
          viewer={viewer}
          active={activeId === annotation.id}
          open={openIds.has(annotation.id)}
          onToggle={() => toggle(annotation.id)}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );
}

function WorkflowCommentItem({
  revisionId,
  annotation,
  thread,
  number,
  viewer,
  active,
  open,
  onToggle,
  onSelect,
}: {
  revisionId: string;
  annotation: Annotation;
  thread: CommentThread;
  number: number;
  viewer: "client" | "admin";
  active: boolean;
  open: boolean;
  onToggle: () => void;
  onSelect?: (annotationId: string) => void;
}) {
  const { t } = useTranslation("revisions");
  const count = thread.replies.length;
  const threadId = `comment-thread-${revisionId}-${number}`;
  const numberClass = "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white";
  return (
    <li
      className={cn(
        "rounded-md border bg-white p-3 text-sm",
        active ? "border-red-600 ring-2 ring-red-600/30" : "border-slate-200",
      )}
      data-testid="workflow-comment"
      data-active={active || undefined}
      aria-current={active || undefined}
    >
      <div className="flex flex-wrap gap-3">
        {onSelect ? (
          <button
            type="button"
            className={cn(
              numberClass,
              "bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            )}
            aria-label={t("workflow.showOnDemo", { number })}
            onClick={() => onSelect(annotation.id)}
          >
            {number}
          </button>
        ) : (
          <span className={cn(numberClass, "bg-brand-600")}>{number}</span>
        )}
        <div className="min-w-0 flex-1 basis-48">
          <p dir="auto" className="break-words">
            {annotation.comment}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {t(annotation.mode)} · {t("position", { position: positionText(annotation) })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-start justify-end gap-2">
          {thread.unread && <NewReplyBadge />}
          {viewer === "admin" ? (
            <CommentStatusSelect revisionId={revisionId} annotationId={annotation.id} number={number} status={thread.status} />
          ) : (
            <CommentStatusBadge status={thread.status} />
          )}
        </div>
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="mt-2"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        onClick={onToggle}
      >
        <MessageSquare aria-hidden="true" />
        {open ? t("workflow.hideReplies") : count > 0 ? t("workflow.replies", { count }) : t("workflow.reply")}
      </Button>
      {open && (
        <div id={threadId}>
          <CommentThreadView revisionId={revisionId} thread={thread} number={number} viewer={viewer} />
        </div>
      )}
    </li>
  );
}
