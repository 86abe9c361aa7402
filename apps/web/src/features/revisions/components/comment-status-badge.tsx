import type { CommentStatus } from "@portal/shared/comment-workflow";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const TONES = { open: "gray", in_progress: "blue", done: "green" } as const;

/** Where the agency is with one comment: Open, In Progress or Done. */
export function CommentStatusBadge({ status }: { status: CommentStatus }) {
  const { t } = useTranslation("revisions");
  return (
    <Badge tone={TONES[status]} data-testid="comment-status">
      {t(`workflow.commentStatus.${status}`)}
    </Badge>
  );
}
