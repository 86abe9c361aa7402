import type { AdminTicketDetail, TicketDetail } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { authorNamer, MessageBody, MessageList } from "@/components/ui/message-thread";
import { AttachmentGallery } from "./attachment-gallery";

/**
 * The original message and the replies, oldest first. `viewer` decides how authors are named:
 * the client sees "You" on their own, a colleague by name, and "Support team"; admins see who of the client's company wrote
 * ("Noa (Shapiro Yoga)", else "Client") and each admin's e-mail.
 */
export function ConversationThread({ ticket, viewer }: { ticket: TicketDetail | AdminTicketDetail; viewer: "client" | "admin" }) {
  const { t } = useTranslation("support");
  const nameOf = authorNamer(viewer, {
    you: t("ticket.you"),
    client: t("ticket.client"),
    team: t("ticket.supportTeam"),
    admin: t("ticket.admin"),
    adminWithEmail: (email) => t("ticket.adminWithEmail", { email }),
  });
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="support-original-message">
        <h3 id="support-original-message" className="mb-2 text-sm font-semibold text-slate-700">
          {t("ticket.originalMessage")}
        </h3>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <MessageBody
            name={nameOf({ ...ticket, author: "client", adminEmail: null })}
            createdAt={ticket.createdAt}
            text={ticket.message}
          >
            <AttachmentGallery attachments={ticket.attachments} />
          </MessageBody>
        </div>
      </section>
      <section aria-labelledby="support-conversation">
        <h3 id="support-conversation" className="mb-2 text-sm font-semibold text-slate-700">
          {t("ticket.conversation")}
        </h3>
        <MessageList
          messages={ticket.replies}
          nameOf={nameOf}
          empty={t("ticket.noReplies")}
          extra={(reply) => <AttachmentGallery attachments={reply.attachments} />}
        />
      </section>
    </div>
  );
}
