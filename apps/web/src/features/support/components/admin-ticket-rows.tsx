import { padNumber } from "@portal/shared/format";
import type { AdminTicketSummary, TicketSortKey } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { ListTable } from "@/components/list/list-table";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Card } from "@/components/ui/card";
import { SelectCardBox, SelectRowCell } from "@/components/ui/selection-cells";
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

interface RowsProps {
  tickets: AdminTicketSummary[];
  selection: RowSelection;
  onView: (id: string) => void;
}

/** The admin's tickets as cards, below 768 px. */
export function AdminTicketCards({ tickets, selection, onView }: RowsProps) {
  const { t } = useTranslation("support");
  const { t: tl } = useTranslation("lists");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("admin.table.caption")}>
      {tickets.map((ticket) => (
        <li key={ticket.id} data-ticket-number={ticket.ticketNumber}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <SelectCardBox selection={selection} id={ticket.id} label={selectLabel(tl, ticket)} />
              <span className="font-semibold">#{padNumber(ticket.ticketNumber)}</span>
              <TicketStatusBadge status={ticket.status} />
              {ticket.unread && <NewReplyBadge />}
            </div>
            <p dir="ltr" className="break-all text-sm text-slate-700">
              {ticket.clientEmail}
            </p>
            <OpenedBy ticket={ticket} />
            <div>
              <TicketSubject ticket={ticket} />
            </div>
            <p className="text-xs text-slate-600">
              {t("admin.table.relatedRevision")}: {relatedRevision(t, ticket)} · {formatDate(ticket.createdAt)}
            </p>
            <TicketAssigneeLine ticket={ticket} />
            <div>
              <ViewTicketButton ticket={ticket} onView={onView} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The admin's tickets as a table, from 768 px; its headers sort the list. */
export function AdminTicketsTable({ tickets, sort, selection, onView }: RowsProps & { sort: ListSort<TicketSortKey> }) {
  const { t } = useTranslation("support");
  const { t: tl } = useTranslation("lists");
  return (
    <Card className="overflow-x-auto">
      <ListTable
        caption={t("admin.table.caption")}
        cellClassName="px-4 py-3 text-start font-medium"
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
        rows={tickets}
        rowKey={(ticket) => ticket.id}
        rowProps={(ticket) => ({ className: "align-top", "data-ticket-number": ticket.ticketNumber })}
        cells={(ticket) => (
          <>
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
          </>
        )}
      />
    </Card>
  );
}
