import { padNumber } from "@portal/shared/format";
import type { TicketSummary } from "@portal/shared/support-contracts";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The client's tickets; a red dot and "New Reply" mark the ones with unread admin replies. */
export function MyTicketsList({ tickets, onOpen }: { tickets: TicketSummary[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("support");
  if (tickets.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <Inbox className="size-10 text-slate-400" aria-hidden="true" />
        <p className="font-semibold">{t("list.empty")}</p>
        <p className="text-sm text-slate-600">{t("list.emptyHint")}</p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpen(ticket.id)}
            aria-label={t("list.openTicket", {
              number: padNumber(ticket.ticketNumber),
              subject: ticket.subject ?? t("ticket.noSubject"),
            })}
            data-unread={ticket.unread}
            className={cn(
              "flex w-full flex-col gap-2 rounded-xl border bg-white p-4 text-start shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              ticket.unread ? "border-red-200" : "border-slate-200",
            )}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-slate-500">#{padNumber(ticket.ticketNumber)}</span>
              <span dir="auto" className="font-semibold text-slate-900">
                {ticket.subject ?? t("ticket.noSubject")}
              </span>
              {ticket.unread && <NewReplyBadge withDot />}
              <span className="ms-auto">
                <TicketStatusBadge status={ticket.status} />
              </span>
            </span>
            <span dir="auto" className="line-clamp-2 text-sm text-slate-700">
              {ticket.messagePreview}
            </span>
            <span className="flex flex-wrap gap-x-4 text-xs text-slate-600">
              <span>{t("ticket.created", { date: formatDate(ticket.createdAt) })}</span>
              <span>{t("list.replies", { count: ticket.replyCount })}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
