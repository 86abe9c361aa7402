import { padNumber } from "@portal/shared/format";
import type { AdminTicketSummary } from "@portal/shared/support-contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { bidiText } from "@/lib/bidi-text";

/** What a ticket row says in both the admin's table and cards. */
export function TicketSubject({ ticket }: { ticket: AdminTicketSummary }) {
  const { t } = useTranslation("support");
  return (
    <>
      <span dir="auto" className="block font-medium">
        {ticket.subject ?? t("ticket.noSubject")}
      </span>
      <span dir="auto" className="block text-sm text-slate-600">
        {ticket.messagePreview}
      </span>
    </>
  );
}

export function TicketAssigneeLine({ ticket }: { ticket: AdminTicketSummary }) {
  const { t } = useTranslation("support");
  return (
    <span className="block text-xs text-slate-600">
      {ticket.assignee ? bidiText((v) => t("desk.assignedTo", v), { name: ticket.assignee.label }) : t("desk.unassignedShort")}
    </span>
  );
}

/** Who of the client's company opened the ticket (decision 118); nothing for an old ticket without one. */
export function OpenedBy({ ticket }: { ticket: AdminTicketSummary }) {
  const { t } = useTranslation("support");
  if (!ticket.authorLabel) return null;
  return (
    <span className="mt-1 block text-xs text-slate-600">
      {bidiText((v) => t("admin.openedByName", v), { name: ticket.authorLabel })}
    </span>
  );
}

export function ViewTicketButton({ ticket, onView }: { ticket: AdminTicketSummary; onView: (id: string) => void }) {
  const { t } = useTranslation("support");
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onView(ticket.id)}
      aria-label={`${t("admin.table.view")} #${padNumber(ticket.ticketNumber)}`}
    >
      {t("admin.table.view")}
    </Button>
  );
}

/** The related revision request's number, or "None". */
export const relatedRevision = (t: TFunction<"support">, ticket: AdminTicketSummary) =>
  ticket.revisionRequestNumber === null ? t("ticket.none") : padNumber(ticket.revisionRequestNumber);

/** The name of a row's selection box ("Select #0042"). */
export const selectLabel = (tl: TFunction<"lists">, ticket: AdminTicketSummary) =>
  tl("selectRow", { label: `#${padNumber(ticket.ticketNumber)}` });
