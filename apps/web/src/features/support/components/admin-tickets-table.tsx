import { padNumber } from "@portal/shared/format";
import type { AdminTicketSummary, TicketSortKey } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { ListHead } from "@/components/list/list-head";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Card } from "@/components/ui/card";
import { SelectRowCell } from "@/components/ui/selection-cells";
import { formatDate } from "@/lib/format-date";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import {
  OpenedBy,
  relatedRevision,
  selectLabel,
  TicketAssigneeLine,
  TicketSubject,
  ViewTicketButton,
} from "./admin-ticket-parts";
import { TicketStatusBadge } from "./ticket-status-badge";

const head = "px-4 py-3 text-start font-medium";

/** The admin's tickets as a table, from 768 px; its headers sort the list. */
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
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("admin.table.caption")}</caption>
        <ListHead
          className="border-b border-slate-200 bg-slate-50 text-start text-slate-600"
          cellClassName={head}
          sort={sort}
          selectAll={{ selection, label: tl("selectAll") }}
          columns={[
            { column: "number", label: t("admin.table.ticketNumber") },
            { column: "client", label: t("admin.table.client") },
            { column: "subject", label: t("admin.table.subject") },
            { label: t("admin.table.relatedRevision") },
            { column: "status", label: t("admin.table.status") },
            { column: "created", label: t("admin.table.created") },
            { label: t("admin.table.actions") },
          ]}
        />
        <tbody>
          {tickets.map((ticket) => (
            <tr
              key={ticket.id}
              data-ticket-number={ticket.ticketNumber}
              className="border-b border-slate-100 align-top last:border-0"
            >
              <SelectRowCell selection={selection} id={ticket.id} label={selectLabel(tl, ticket)} />
              <td className="px-4 py-3 font-semibold">#{padNumber(ticket.ticketNumber)}</td>
              <td className="px-4 py-3">
                <span dir="ltr" className="block break-all">
                  {ticket.clientEmail}
                </span>
                <OpenedBy ticket={ticket} />
                {ticket.unread && (
                  <span className="mt-1 inline-flex">
                    <NewReplyBadge />
                  </span>
                )}
              </td>
              <td className="max-w-md px-4 py-3">
                <TicketSubject ticket={ticket} />
              </td>
              <td className="px-4 py-3">{relatedRevision(t, ticket)}</td>
              <td className="px-4 py-3">
                <TicketStatusBadge status={ticket.status} />
                <span className="mt-1 block">
                  <TicketAssigneeLine ticket={ticket} />
                </span>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(ticket.createdAt)}</td>
              <td className="px-4 py-3">
                <ViewTicketButton ticket={ticket} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
