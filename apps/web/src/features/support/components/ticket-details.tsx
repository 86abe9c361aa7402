import { padNumber } from "@portal/shared/format";
import type { TicketDetail } from "@portal/shared/support-contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/lib/format-date";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The facts of a ticket: status, dates, client (for admins) and the related revision. */
export function TicketDetails({ ticket, extra }: { ticket: TicketDetail; extra?: ReactNode }) {
  const { t } = useTranslation("support");
  const date = (iso: string) => formatDateTime(iso);
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <Fact label={t("admin.statusLabel")}>
        <TicketStatusBadge status={ticket.status} />
      </Fact>
      <Fact label={t("admin.table.created")}>{date(ticket.createdAt)}</Fact>
      {extra}
      <Fact label={t("ticket.relatedRevision")}>
        {ticket.revision ? t("ticket.revisionLabel", { number: padNumber(ticket.revision.requestNumber) }) : t("ticket.none")}
      </Fact>
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
