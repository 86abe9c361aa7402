import { adminTicketFilterSchema, TICKET_SORT, ticketAssignmentFilterSchema } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useAdminTickets } from "../api/get-admin-tickets";
import { AdminSummaryCards } from "../components/admin-summary-cards";
import { AdminTicketDialog } from "../components/admin-ticket-dialog";
import { AdminTicketsTable } from "../components/admin-tickets-table";
import { TicketBulkActions } from "../components/ticket-bulk-actions";

/** /admin/support-tickets: every ticket, filtered by status, with counts and the ticket dialog. */
export function AdminSupportTicketsPage() {
  const { t } = useTranslation("support");
  // `ticket` opens one ticket: e-mails link to it.
  const [url, setUrl] = useUrlState({ status: "all", assigned: "anyone", page: "1", ticket: "", ...sortDefaults(TICKET_SORT) });
  const sort = listSort(TICKET_SORT, url, setUrl);
  const parsed = adminTicketFilterSchema.safeParse(url.status);
  const filter = parsed.success ? parsed.data : "all";
  const assignedParsed = ticketAssignmentFilterSchema.safeParse(url.assigned);
  const assigned = assignedParsed.success ? assignedParsed.data : "anyone";
  const openTicketId = url.ticket || null;
  const setOpenTicketId = (id: string | null) => setUrl({ ticket: id ?? "" });
  const tickets = useAdminTickets(filter, assigned, pageParam(url.page), sort.order);
  const selection = useRowSelection(tickets.data?.tickets.map((x) => x.id) ?? []);

  useFailureToast(tickets.isError, t("admin.fetchFailed"));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
          <p className="text-slate-600">{t("admin.subtitle")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ExportCsvLink path="/admin/support-tickets/export" params={{ status: filter, assigned, ...sort.order }} />
          <div className="flex flex-col gap-2 sm:w-48">
            <Label htmlFor="ticket-assigned-filter">{t("desk.filterLabel")}</Label>
            <NativeSelect
              id="ticket-assigned-filter"
              value={assigned}
              onChange={(e) => setUrl({ assigned: ticketAssignmentFilterSchema.parse(e.target.value), page: "1" })}
            >
              {ticketAssignmentFilterSchema.options.map((a) => (
                <option key={a} value={a}>
                  {t(`desk.filter.${a}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2 sm:w-48">
            <Label htmlFor="ticket-filter">{t("admin.filterLabel")}</Label>
            <NativeSelect
              id="ticket-filter"
              value={filter}
              onChange={(e) => setUrl({ status: adminTicketFilterSchema.parse(e.target.value), page: "1" })}
            >
              {adminTicketFilterSchema.options.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <AdminSummaryCards counts={tickets.data?.counts} />
      {tickets.isPending ? (
        <Spinner label={t("common:loading")} />
      ) : (
        <>
          <TicketBulkActions selection={selection} />
          <AdminTicketsTable tickets={tickets.data?.tickets ?? []} sort={sort} selection={selection} onView={setOpenTicketId} />
          {tickets.data && tickets.data.total > 0 && (
            <Pager
              info={tickets.data}
              shown={tickets.data.tickets.length}
              onPage={(page) => setUrl({ page: String(page) })}
              listName={t("admin.title")}
            />
          )}
        </>
      )}
      <AdminTicketDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </div>
  );
}
