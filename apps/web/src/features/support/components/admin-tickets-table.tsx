import { padNumber } from "@portal/shared/format";
import { type AdminTicketSummary, TICKET_SORT, type TicketSortKey } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectAllCards, SelectAllHeader, SelectCardBox, SelectRowCell } from "@/components/ui/selection-cells";
import { SortMenu } from "@/components/ui/sort-menu";
import { SortableHeader } from "@/components/ui/sortable-header";
import { bidiText } from "@/lib/bidi-text";
import { formatDate } from "@/lib/format-date";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { TicketStatusBadge } from "./ticket-status-badge";

const date = (iso: string) => formatDate(iso);
const head = "px-4 py-3 text-start font-medium";

/** All tickets: a table on wide screens, cards below 768 px. */
export function AdminTicketsTable({
  tickets,
  sort,
  selection,
  onView,
}: {
  tickets: AdminTicketSummary[];
  sort: ListSort<TicketSortKey>;
  selection: RowSelection;
  onView: (id: string) => void;
}) {
  const { t } = useTranslation("support");
  const { t: tl } = useTranslation("lists");
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
  const rowLabel = (ticket: AdminTicketSummary) => tl("selectRow", { label: `#${padNumber(ticket.ticketNumber)}` });
  const revision = (ticket: AdminTicketSummary) =>
    ticket.revisionRequestNumber === null ? t("ticket.none") : padNumber(ticket.revisionRequestNumber);
  const assignee = (ticket: AdminTicketSummary) => (
    <span className="block text-xs text-slate-600">
      {ticket.assignee ? bidiText((v) => t("desk.assignedTo", v), { name: ticket.assignee.label }) : t("desk.unassignedShort")}
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
      <>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SelectAllCards selection={selection} />
          <SortMenu sort={sort} options={TICKET_SORT.keys.map((column) => ({ column, label: t(`admin.sort.${column}`) }))} />
        </div>
        <ul className="flex flex-col gap-3" aria-label={t("admin.table.caption")}>
          {tickets.map((ticket) => (
            <li key={ticket.id} data-ticket-number={ticket.ticketNumber}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <SelectCardBox selection={selection} id={ticket.id} label={rowLabel(ticket)} />
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
      </>
    );
  }

  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("admin.table.caption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-start text-slate-600">
          <tr>
            <SelectAllHeader selection={selection} label={tl("selectAll")} />
            <SortableHeader column="number" label={t("admin.table.ticketNumber")} sort={sort} className={head} />
            <SortableHeader column="client" label={t("admin.table.client")} sort={sort} className={head} />
            <SortableHeader column="subject" label={t("admin.table.subject")} sort={sort} className={head} />
            <th scope="col" className={head}>
              {t("admin.table.relatedRevision")}
            </th>
            <SortableHeader column="status" label={t("admin.table.status")} sort={sort} className={head} />
            <SortableHeader column="created" label={t("admin.table.created")} sort={sort} className={head} />
            <th scope="col" className={head}>
              {t("admin.table.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr
              key={ticket.id}
              data-ticket-number={ticket.ticketNumber}
              className="border-b border-slate-100 align-top last:border-0"
            >
              <SelectRowCell selection={selection} id={ticket.id} label={rowLabel(ticket)} />
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
