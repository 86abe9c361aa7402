import { padNumber } from "@portal/shared/format";
import { canReplyToTicket } from "@portal/shared/support-contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { toast } from "@/lib/toast";
import { useMyTicket } from "../api/get-my-ticket";
import { useMarkTicketViewed } from "../api/mark-ticket-viewed";
import { useReplyToTicket } from "../api/reply-to-ticket";
import { ConversationThread } from "./conversation-thread";
import { ReplyBox } from "./reply-box";
import { TicketDetails } from "./ticket-details";

/** A client's ticket: details, the thread and the reply box (gone once closed or archived). */
export function ClientTicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const { t } = useTranslation("support");
  const ticket = useMyTicket(ticketId);
  const reply = useReplyToTicket("client");
  const markViewed = useMarkTicketViewed("client");
  const { mutate: markViewedNow } = markViewed;

  useEffect(() => {
    if (ticketId) markViewedNow(ticketId);
  }, [ticketId, markViewedNow]);

  useFailureToast(ticket.isError, t("toasts.fetchRepliesFailed"));

  async function send(message: string, files: File[]) {
    if (!ticketId) return false;
    try {
      await reply.mutateAsync({ ticketId, message, files });
      toast.success(t("toasts.replySentTitle"), { description: t("toasts.replySentDescription") });
      return true;
    } catch (error) {
      toast.error(t("toasts.replyFailed", { reason: errorMessage(t, error) }));
      return false;
    }
  }

  const data = ticket.data;
  return (
    <Dialog open={Boolean(ticketId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          {data ? (
            <>
              {t("ticket.title", { number: padNumber(data.ticketNumber) })}: <bdi>{data.subject ?? t("ticket.noSubject")}</bdi>
            </>
          ) : (
            t("ticket.title", { number: "" })
          )}
        </DialogTitle>
        <DialogDescription className="sr-only">{t("ticket.conversation")}</DialogDescription>
        {!data ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <TicketDetails ticket={data} />
            <ConversationThread ticket={data} viewer="client" />
            {canReplyToTicket(data.status) ? (
              <ReplyBox
                label={t("ticket.replyLabel")}
                draftKey={`support.reply.${ticketId}`}
                busy={reply.isPending}
                onSend={send}
              />
            ) : (
              <p role="note" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {t("ticket.closedNotice")}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
