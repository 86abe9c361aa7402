import { padNumber } from "@portal/shared/format";
import type { AdminTicketSummary } from "@portal/shared/support-contracts";
import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { TicketStatusBadge } from "./ticket-status-badge";

const date = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** All tickets: a table on wide screens, cards below 768 px. */
export function AdminTicketsTable({ tickets, onView }: { tickets: AdminTicketSummary[]; onView: (id: string) => void }) {
  const { t } = useTranslation("support");
  const isMobile = useIsMobile();
  if (tickets.length === 0) return <Card className="p-10 text-center text-slate-600">{t("admin.empty")}</Card>;
  const subject = (ticket: AdminTicketSummary) => (
    <>
      <span dir="auto" className="block font-medium">
        {ticket.subject ?? t("ticket.noSubject")}
      </span>
      <span dir="auto" className="block text-sm text-slate-600">
        {ticket.messagePreview}
      </span>
    </>
  );
  const revision = (ticket: AdminTicketSummary) =>
    ticket.revisionRequestNumber === null ? t("ticket.none") : padNumber(ticket.revisionRequestNumber);
  const assignee = (ticket: AdminTicketSummary) => (
    <span className="block text-xs text-slate-600">
      {ticket.assignee ? t("desk.assignedTo", { name: ticket.assignee.label }) : t("desk.unassignedShort")}
    </span>
  );
  const view = (ticket: AdminTicketSummary) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onView(ticket.id)}
      aria-label={`${t("admin.table.view")} #${padNumber(ticket.ticketNumber)}`}
    >
      {t("admin.table.view")}
    </Button>
  );

  if (isMobile) {
    return (
      <ul className="flex flex-col gap-3" aria-label={t("admin.table.caption")}>
        {tickets.map((ticket) => (
          <li key={ticket.id} data-ticket-number={ticket.ticketNumber}>
            <Card className="flex flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">#{padNumber(ticket.ticketNumber)}</span>
                <TicketStatusBadge status={ticket.status} />
                {ticket.unread && <NewReplyBadge />}
              </div>
              <p dir="ltr" className="break-all text-sm text-slate-700">
                {ticket.clientEmail}
              </p>
              <div>{subject(ticket)}</div>
              <p className="text-xs text-slate-600">
                {t("admin.table.relatedRevision")}: {revision(ticket)} · {date(ticket.createdAt)}
              </p>
              {assignee(ticket)}
              <div>{view(ticket)}</div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("admin.table.caption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-start text-slate-600">
          <tr>
            {(["ticketNumber", "client", "subject", "relatedRevision", "status", "created", "actions"] as const).map((col) => (
              <th key={col} scope="col" className="px-4 py-3 text-start font-medium">
                {t(`admin.table.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr
              key={ticket.id}
              data-ticket-number={ticket.ticketNumber}
              className="border-b border-slate-100 align-top last:border-0"
            >
              <td className="px-4 py-3 font-semibold">#{padNumber(ticket.ticketNumber)}</td>
              <td className="px-4 py-3">
                <span dir="ltr" className="block break-all">
                  {ticket.clientEmail}
                </span>
                {ticket.unread && (
                  <span className="mt-1 inline-flex">
                    <NewReplyBadge />
                  </span>
                )}
              </td>
              <td className="max-w-md px-4 py-3">{subject(ticket)}</td>
              <td className="px-4 py-3">{revision(ticket)}</td>
              <td className="px-4 py-3">
                <TicketStatusBadge status={ticket.status} />
                <span className="mt-1 block">{assignee(ticket)}</span>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{date(ticket.createdAt)}</td>
              <td className="px-4 py-3">{view(ticket)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
