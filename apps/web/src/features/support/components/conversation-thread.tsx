import type { TicketDetail } from "@portal/shared/support-contracts";
import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { AttachmentGallery } from "./attachment-gallery";

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy, h:mm a");

/**
 * The original message and the replies, oldest first. `viewer` decides how authors are named:
 * the client sees "You" and "Support team"; admins see "Client" and each admin's e-mail.
 */
export function ConversationThread({ ticket, viewer }: { ticket: TicketDetail; viewer: "client" | "admin" }) {
  const { t } = useTranslation("support");
  const authorName = (author: "client" | "admin", adminEmail: string | null) => {
    if (author === "client") return viewer === "client" ? t("ticket.you") : t("ticket.client");
    if (viewer === "client") return t("ticket.supportTeam");
    return adminEmail ? t("ticket.adminWithEmail", { email: adminEmail }) : t("ticket.admin");
  };
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="support-original-message">
        <h3 id="support-original-message" className="mb-2 text-sm font-semibold text-slate-700">
          {t("ticket.originalMessage")}
        </h3>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="mb-1 text-xs text-slate-600">
            {authorName("client", null)} · <time dateTime={ticket.createdAt}>{when(ticket.createdAt)}</time>
          </p>
          <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
            {ticket.message}
          </p>
          <AttachmentGallery attachments={ticket.attachments} />
        </div>
      </section>
      <section aria-labelledby="support-conversation">
        <h3 id="support-conversation" className="mb-2 text-sm font-semibold text-slate-700">
          {t("ticket.conversation")}
        </h3>
        {ticket.replies.length === 0 ? (
          <p className="text-sm text-slate-600">{t("ticket.noReplies")}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {ticket.replies.map((reply) => (
              <li
                key={reply.id}
                data-author={reply.author}
                className={cn(
                  "rounded-lg border p-4",
                  reply.author === "admin" ? "me-6 border-brand-100 bg-brand-50" : "ms-6 border-slate-200 bg-white",
                )}
              >
                <p className="mb-1 text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">{authorName(reply.author, reply.adminEmail)}</span> ·{" "}
                  <time dateTime={reply.createdAt}>{when(reply.createdAt)}</time>
                </p>
                <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
                  {reply.message}
                </p>
                <AttachmentGallery attachments={reply.attachments} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
