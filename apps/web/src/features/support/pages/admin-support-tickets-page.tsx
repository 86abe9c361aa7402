import { type AdminTicketFilter, adminTicketFilterSchema } from "@portal/shared/support-contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useAdminTickets } from "../api/get-admin-tickets";
import { AdminSummaryCards } from "../components/admin-summary-cards";
import { AdminTicketDialog } from "../components/admin-ticket-dialog";
import { AdminTicketsTable } from "../components/admin-tickets-table";

/** /admin/support-tickets: every ticket, filtered by status, with counts and the ticket dialog. */
export function AdminSupportTicketsPage() {
  const { t } = useTranslation("support");
  const [filter, setFilter] = useState<AdminTicketFilter>("all");
  const [openTicketId, setOpenTicketId] = useState<string | null>(null);
  const tickets = useAdminTickets(filter);

  useEffect(() => {
    if (tickets.isError) toast.error(t("admin.fetchFailed"));
  }, [tickets.isError, t]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
          <p className="text-slate-600">{t("admin.subtitle")}</p>
        </div>
        <div className="flex flex-col gap-2 sm:w-56">
          <Label htmlFor="ticket-filter">{t("admin.filterLabel")}</Label>
          <NativeSelect
            id="ticket-filter"
            value={filter}
            onChange={(e) => setFilter(adminTicketFilterSchema.parse(e.target.value))}
          >
            {adminTicketFilterSchema.options.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <AdminSummaryCards counts={tickets.data?.counts} />
      {tickets.isPending ? (
        <Spinner label={t("common:loading")} />
      ) : (
        <AdminTicketsTable tickets={tickets.data?.tickets ?? []} onView={setOpenTicketId} />
      )}
      <AdminTicketDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </div>
  );
}
