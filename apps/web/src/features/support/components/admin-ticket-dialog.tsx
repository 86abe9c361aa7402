import { padNumber } from "@portal/shared/format";
import { canReplyToTicket } from "@portal/shared/support-contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format-date";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { toast } from "@/lib/toast";
import { useAdminTicket } from "../api/get-admin-ticket";
import { useMarkTicketViewed } from "../api/mark-ticket-viewed";
import { useReplyToTicket } from "../api/reply-to-ticket";
import { ConversationThread } from "./conversation-thread";
import { InternalNotes } from "./internal-notes";
import { ReplyBox } from "./reply-box";
import { TicketAssigneePicker } from "./ticket-assignee-picker";
import { Fact, TicketDetails } from "./ticket-details";
import { TicketStatusUpdater } from "./ticket-status-updater";

/** The admin's view of a ticket: details, status, assignee, original message, thread, reply box and internal notes. */
export function AdminTicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const { t } = useTranslation("support");
  const ticket = useAdminTicket(ticketId);
  const reply = useReplyToTicket("admin");
  const { mutate: markViewedNow } = useMarkTicketViewed("admin");

  useEffect(() => {
    if (ticketId) markViewedNow(ticketId);
  }, [ticketId, markViewedNow]);

  useFailureToast(ticket.isError, t("admin.fetchFailed"));

  async function send(message: string, files: File[]) {
    if (!ticketId) return false;
    try {
      await reply.mutateAsync({ ticketId, message, files });
      toast.success(t("admin.replySent"));
      return true;
    } catch (error) {
      toast.error(t("admin.replyFailed"), { description: errorMessage(t, error, "") || undefined });
      return false;
    }
  }

  const data = ticket.data;
  return (
    <Dialog open={Boolean(ticketId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>
          {data ? (
            <>
              {t("ticket.title", { number: padNumber(data.ticketNumber) })}: <bdi>{data.subject ?? t("ticket.noSubject")}</bdi>
            </>
          ) : (
            t("admin.details")
          )}
        </DialogTitle>
        <DialogDescription className="sr-only">{t("admin.details")}</DialogDescription>
        {!data ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <TicketDetails
              ticket={data}
              extra={
                <>
                  <Fact label={t("admin.clientEmail")}>{data.clientEmail}</Fact>
                  {data.authorLabel && (
                    <Fact label={t("admin.openedBy")}>
                      <bdi>{data.authorLabel}</bdi>
                    </Fact>
                  )}
                  <Fact label={t("admin.updated")}>{formatDateTime(data.updatedAt)}</Fact>
                </>
              }
            />
            <TicketStatusUpdater ticketId={data.id} current={data.status} />
            <TicketAssigneePicker ticketId={data.id} current={data.assignee} />
            <ConversationThread ticket={data} viewer="admin" />
            {canReplyToTicket(data.status) ? (
              <ReplyBox
                label={t("admin.replyLabel")}
                draftKey={`support.reply.${ticketId}`}
                busy={reply.isPending}
                onSend={send}
              />
            ) : (
              <p role="note" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {t("ticket.closedNotice")}
              </p>
            )}
            <InternalNotes ticketId={data.id} notes={data.notes} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
