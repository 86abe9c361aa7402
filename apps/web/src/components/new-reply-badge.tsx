import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** The red dot and "New Reply" badge of a conversation (a ticket, a comment's thread) with unread replies. */
export function NewReplyBadge({ withDot = false }: { withDot?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <>
      {withDot && (
        <span className="inline-block size-2.5 shrink-0 rounded-full bg-red-600" role="img" aria-label={t("unreadReplies")} />
      )}
      <Badge tone="solidRed">{t("newReply")}</Badge>
    </>
  );
}
