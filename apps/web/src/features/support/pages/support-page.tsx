import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useMyTickets } from "../api/get-my-tickets";
import { useMyUnreadCount } from "../api/get-my-unread-count";
import { ClientTicketDialog } from "../components/client-ticket-dialog";
import { MyTicketsList } from "../components/my-tickets-list";
import { NewTicketForm } from "../components/new-ticket-form";
import { SupportInfo } from "../components/support-info";

type Tab = "submit" | "tickets";

/** /dashboard/support: submit a ticket, or follow one's tickets and their replies. */
export function SupportPage() {
  const { t } = useTranslation("support");
  // `ticket` opens one ticket: e-mails link to it.
  const [url, setUrl] = useUrlState({ tab: "submit", page: "1", ticket: "" });
  const tab: Tab = url.tab === "tickets" ? "tickets" : "submit";
  const setTab = (next: Tab) => setUrl({ tab: next, page: "1" });
  const openTicketId = url.ticket || null;
  const setOpenTicketId = (id: string | null) => setUrl({ ticket: id ?? "" });
  const tickets = useMyTickets(pageParam(url.page));
  const unread = useMyUnreadCount();
  const unreadCount = unread.data ?? 0;

  useFailureToast(tickets.isError, t("toasts.fetchTicketsFailed"));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="submit">{t("tabs.submit")}</TabsTrigger>
          <TabsTrigger value="tickets" className="gap-2">
            {t("tabs.myTickets")}
            {unreadCount > 0 && (
              <>
                <Badge tone="solidRed" aria-hidden="true" data-testid="support-unread-badge">
                  {unreadCount}
                </Badge>
                <span className="sr-only">{t("tabs.unread", { count: unreadCount })}</span>
              </>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="submit">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <NewTicketForm onSubmitted={() => setTab("tickets")} />
            <SupportInfo />
          </div>
        </TabsContent>
        <TabsContent value="tickets">
          {tickets.isPending ? (
            <Spinner label={t("common:loading")} />
          ) : (
            <div className="flex flex-col gap-4">
              <MyTicketsList tickets={tickets.data?.tickets ?? []} onOpen={setOpenTicketId} />
              {tickets.data && tickets.data.total > 0 && (
                <Pager
                  info={tickets.data}
                  shown={tickets.data.tickets.length}
                  onPage={(page) => setUrl({ page: String(page) })}
                  listName={t("tabs.myTickets")}
                />
              )}
            </div>
          )}
        </TabsContent>
      </Tabs>
      <ClientTicketDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </div>
  );
}
