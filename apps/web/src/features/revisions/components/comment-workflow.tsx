import type { CommentThread } from "@portal/shared/comment-workflow";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Button } from "@/components/ui/button";
import { CommentStatusBadge } from "./comment-status-badge";
import { CommentStatusSelect } from "./comment-status-select";
import { CommentThreadView } from "./comment-thread";

interface CommentWorkflowProps {
  revisionId: string;
  /** The comment's workflow; a comment the server has not answered for is open, without replies. */
  thread: CommentThread;
  number: number;
  viewer: "client" | "admin";
  /** The thread is open at first (a notification's link to this comment). */
  initialOpen?: boolean;
}

/**
 * Under one comment: its status (the admin's control, a badge for the client), "New Reply" while
 * the other party's replies are unseen, and the thread, opened and closed by a button.
 */
export function CommentWorkflow({ revisionId, thread, number, viewer, initialOpen = false }: CommentWorkflowProps) {
  const { t } = useTranslation("revisions");
  const [open, setOpen] = useState(initialOpen);
  const count = thread.replies.length;
  const threadId = `comment-thread-${revisionId}-${number}`;
  return (
    <div className="mt-2 flex flex-col" data-testid="comment-workflow">
      <div className="flex flex-wrap items-center gap-2">
        {viewer === "admin" ? (
          <CommentStatusSelect
            revisionId={revisionId}
            annotationId={thread.annotationId}
            number={number}
            status={thread.status}
            etag={thread.etag}
          />
        ) : (
          <CommentStatusBadge status={thread.status} />
        )}
        {thread.unread && <NewReplyBadge />}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? threadId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <MessageSquare aria-hidden="true" />
          {open ? t("workflow.hideReplies") : count > 0 ? t("workflow.replies", { count }) : t("workflow.reply")}
        </Button>
      </div>
      {open && (
        <div id={threadId}>
          <CommentThreadView revisionId={revisionId} thread={thread} number={number} viewer={viewer} />
        </div>
      )}
    </div>
  );
}

/** The workflow of a revision's comment by its annotation id (open, without replies, when not answered). */
export function threadOf(comments: readonly CommentThread[], annotationId: string): CommentThread {
  return (
    comments.find((c) => c.annotationId === annotationId) ?? {
      annotationId,
      status: "open",
      etag: '"0"',
      replies: [],
      unread: false,
    }
  );
}
