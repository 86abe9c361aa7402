import { adminTicketFilterSchema, TICKET_SORT, ticketAssignmentFilterSchema } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";
import { ListFilter } from "@/components/list/list-filter";
import { ListView } from "@/components/list/list-view";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { SelectAllCards } from "@/components/ui/selection-cells";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { useListState } from "@/lib/hooks/use-list-state";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { useAdminTickets } from "../api/get-admin-tickets";
import { AdminSummaryCards } from "../components/admin-summary-cards";
import { AdminTicketDialog } from "../components/admin-ticket-dialog";
import { AdminTicketCards, AdminTicketsTable } from "../components/admin-ticket-rows";
import { TicketBulkActions } from "../components/ticket-bulk-actions";

/** /admin/support-tickets: every ticket, filtered by status, with counts and the ticket dialog. */
export function AdminSupportTicketsPage() {
  const { t } = useTranslation("support");
  // `ticket` opens one ticket: e-mails link to it.
  const list = useListState(TICKET_SORT, { status: "all", assigned: "anyone", ticket: "" });
  const { url, setUrl, sort } = list;
  const parsed = adminTicketFilterSchema.safeParse(url.status);
  const filter = parsed.success ? parsed.data : "all";
  const assignedParsed = ticketAssignmentFilterSchema.safeParse(url.assigned);
  const assigned = assignedParsed.success ? assignedParsed.data : "anyone";
  const openTicketId = url.ticket || null;
  const setOpenTicketId = (id: string | null) => setUrl({ ticket: id ?? "" });
  const tickets = useAdminTickets(filter, assigned, list.page, sort.order);
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
          <ExportCsvLink path="/admin/support-tickets/export" query={{ status: filter, assigned, ...sort.order }} />
          <ListFilter
            label={t("desk.filterLabel")}
            value={assigned}
            onChange={(a) => list.setFilters({ assigned: a })}
            values={ticketAssignmentFilterSchema.options}
            optionLabel={(a) => t(`desk.filter.${a}`)}
          />
          <ListFilter
            label={t("admin.filterLabel")}
            value={filter}
            onChange={(status) => list.setFilters({ status })}
            values={adminTicketFilterSchema.options}
            optionLabel={(s) => t(`status.${s}`)}
          />
        </div>
      </div>
      <AdminSummaryCards counts={tickets.data?.counts} />
      <ListView
        info={tickets.data}
        rows={tickets.data?.tickets}
        isPending={tickets.isPending}
        isError={tickets.isError}
        name={t("admin.title")}
        loadingLabel={t("common:loading")}
        errorText={t("admin.fetchFailed")}
        empty={t("admin.empty")}
        above={<TicketBulkActions selection={selection} />}
        cardsToolbar={<SelectAllCards selection={selection} />}
        sortMenu={{ sort, options: TICKET_SORT.keys.map((column) => ({ column, label: t(`admin.sort.${column}`) })) }}
        cards={(rows) => <AdminTicketCards tickets={rows} selection={selection} onView={setOpenTicketId} />}
        table={(rows) => <AdminTicketsTable tickets={rows} sort={sort} selection={selection} onView={setOpenTicketId} />}
        onPage={list.setPage}
      />
      <AdminTicketDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </div>
  );
}
