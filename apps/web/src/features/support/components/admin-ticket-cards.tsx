import { padNumber } from "@portal/shared/format";
import type { AdminTicketSummary } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { NewReplyBadge } from "@/components/new-reply-badge";
import { Card } from "@/components/ui/card";
import { SelectCardBox } from "@/components/ui/selection-cells";
import { formatDate } from "@/lib/format-date";
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

/** The admin's tickets as cards, below 768 px. */
export function AdminTicketCards({
  tickets,
  selection,
  onView,
}: {
  tickets: AdminTicketSummary[];
  selection: RowSelection;
  onView: (id: string) => void;
}) {
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
