import { zodResolver } from "@hookform/resolvers/zod";
import {
  COMMENT_REPLY_MAX,
  type CommentReplyInput,
  type CommentThread,
  commentReplyFields,
} from "@portal/shared/comment-workflow";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { authorNamer, MessageList } from "@/components/ui/message-thread";
import { errorMessage } from "@/lib/error-message";
import { fieldErrorText } from "@/lib/form-messages";
import { toast } from "@/lib/toast";
import { useMarkCommentViewed } from "../api/mark-comment-viewed";
import { useReplyToComment } from "../api/reply-to-comment";

interface CommentThreadViewProps {
  revisionId: string;
  thread: CommentThread;
  number: number;
  viewer: "client" | "admin";
}

/**
 * The replies under one comment, oldest first, and a short reply form. Being on screen counts as
 * opening the thread: it is marked viewed when shown and again when a new reply arrives while it is.
 */
export function CommentThreadView({ revisionId, thread, number, viewer }: CommentThreadViewProps) {
  const { t } = useTranslation("revisions");
  const markViewed = useMarkCommentViewed(viewer);
  const { mutate: mark } = markViewed;
  const annotationId = thread.annotationId;
  useEffect(() => {
    if (thread.unread) mark({ revisionId, annotationId });
  }, [thread.unread, mark, revisionId, annotationId]);

  const nameOf = authorNamer(viewer, {
    you: t("workflow.you"),
    client: t("workflow.client"),
    team: t("workflow.agency"),
    admin: t("workflow.admin"),
    adminWithEmail: (email) => t("workflow.adminWithEmail", { email }),
  });
  return (
    <section aria-label={t("workflow.threadOf", { number })} className="mt-3 flex flex-col gap-3" data-testid="comment-thread">
      <MessageList messages={thread.replies} nameOf={nameOf} empty={t("workflow.noReplies")} compact />
      <CommentReplyForm revisionId={revisionId} annotationId={annotationId} number={number} viewer={viewer} />
    </section>
  );
}

function CommentReplyForm({
  revisionId,
  annotationId,
  number,
  viewer,
}: Omit<CommentThreadViewProps, "thread"> & { annotationId: string }) {
  const { t, i18n } = useTranslation("revisions");
  const id = useId();
  const reply = useReplyToComment(viewer);
  const form = useForm<CommentReplyInput>({
    resolver: zodResolver(commentReplyFields),
    mode: "onChange",
    defaultValues: { message: "" },
  });
  const length = form.watch("message").trim().length;
  const fieldError = form.formState.errors.message?.message;
  const number_ = new Intl.NumberFormat(i18n.language);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ revisionId, annotationId, message: message.trim() });
      toast.success(t("workflow.replySent"));
      form.reset();
    } catch (error) {
      toast.error(t("workflow.replyFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <FormField
        id={id}
        label={t("workflow.replyLabel", { number })}
        error={length > 0 && fieldError ? fieldErrorText(t, fieldError, "errors:") : undefined}
        hint={
          length > COMMENT_REPLY_MAX * 0.9
            ? t("characterCount", { length: number_.format(length), max: number_.format(COMMENT_REPLY_MAX) })
            : undefined
        }
      >
        {(control) => (
          <Textarea
            placeholder={t("workflow.replyPlaceholder")}
            disabled={reply.isPending}
            className="min-h-16"
            {...control}
            {...form.register("message")}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!form.formState.isValid || reply.isPending}>
          {reply.isPending ? t("workflow.sending") : t("workflow.send")}
        </Button>
      </div>
    </form>
  );
}
