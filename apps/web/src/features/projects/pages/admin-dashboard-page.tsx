import { endOfDayInZone } from "@portal/shared/agency-region";
import { type AdminProjectRow, PROJECT_SORT } from "@portal/shared/project-contracts";
import type { QueryClient } from "@tanstack/react-query";
import { CheckCircle2, FolderKanban, Users } from "lucide-react";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AssignedToMeSwitch } from "@/components/list/assigned-to-me-switch";
import { ListSearch } from "@/components/list/list-search";
import { ListView } from "@/components/list/list-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useAgencyTimeZone } from "@/features/agency";
import { useListState } from "@/lib/hooks/use-list-state";
import { pageParam } from "@/lib/hooks/use-url-state";
import { lazyDialog } from "@/lib/lazy-dialog";
import { adminProjectsQueryOptions, useAdminProjects } from "../api/get-admin-projects";
import { AdminProjectsList } from "../components/admin-projects-list";
import { ClientsWithoutProjects } from "../components/clients-without-projects";

// The project dialog (its edit form, schemas and date parsing) loads after the screen, not with it.
const AdminProjectDialog = lazyDialog(
  () => import("../components/admin-project-dialog").then((m) => m.AdminProjectDialog),
  (props) => props.project !== null,
);

/** What the screen shows first when opened without filters (app/routes asks for it alongside the session). */
export function prefetchFirstData(client: QueryClient): void {
  if (window.location.search) return;
  void client.prefetchQuery(
    adminProjectsQueryOptions({
      search: "",
      deliveryBefore: "",
      page: 1,
      withoutPage: 1,
      sort: PROJECT_SORT.fallback,
    }),
  );
}

/**
 * The admin's home: counts, every project with search and a delivery-date filter, and clients
 * without one. `charts` (composed in app/routes) sits below the counts.
 */
export function AdminDashboardPage({ charts }: { charts?: ReactNode }) {
  const { t } = useTranslation("projects");
  const list = useListState(PROJECT_SORT, { search: "", deliveryBy: "", withoutPage: "1", assigned: "" });
  const { url, setUrl, sort } = list;
  const { search, deliveryBy } = url;
  const deferredSearch = useDeferredValue(search.trim());
  // "Due by" a day means by the end of that day on the agency's clock (its time zone).
  const dueBy = endOfDayInZone(deliveryBy, useAgencyTimeZone());
  const { data, isPending, isError } = useAdminProjects({
    search: deferredSearch,
    deliveryBefore: dueBy ? dueBy.toISOString() : "",
    page: list.page,
    withoutPage: pageParam(url.withoutPage),
    sort: sort.order,
    assigned: url.assigned === "me" ? "me" : undefined,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const deliveryId = useId();
  const now = Date.now();

  if (isPending) return <Spinner label={t("loading")} showLabel />;
  if (isError || !data) return <p className="text-red-700">{t("loadFailed")}</p>;

  const open: AdminProjectRow | null = data.projects.find((p) => p.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("adminDashboardTitle")}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={<Users aria-hidden="true" />} label={t("totalClients")} value={data.totalClients} />
        <Stat icon={<FolderKanban aria-hidden="true" />} label={t("activeProjects")} value={data.activeProjects} />
        <Stat icon={<CheckCircle2 aria-hidden="true" />} label={t("completed")} value={data.completedProjects} />
      </div>
      {charts}
      <Card>
        <CardHeader>
          <CardTitle>{t("projects")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <ListSearch
              visibleLabel
              className="flex-1"
              label={t("search")}
              placeholder={t("searchPlaceholder")}
              value={search}
              onChange={(next) => list.setFilters({ search: next }, { replace: true })}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={deliveryId}>{t("deliveryBy")}</Label>
              <Input
                id={deliveryId}
                type="date"
                value={deliveryBy}
                onChange={(e) => list.setFilters({ deliveryBy: e.target.value })}
              />
            </div>
            <AssignedToMeSwitch value={url.assigned} onChange={(assigned) => list.setFilters({ assigned })} />
            {(search || deliveryBy) && (
              <Button variant="ghost" onClick={() => list.setFilters({ search: "", deliveryBy: "" })}>
                {t("clearFilters")}
              </Button>
            )}
          </div>
          <ListView
            info={data}
            rows={data.projects}
            isPending={false}
            isError={false}
            name={t("projects")}
            loadingLabel={t("loading")}
            errorText={t("loadFailed")}
            empty={data.overall === 0 ? t("noProjects") : t("noProjectsMatch")}
            sortMenu={{ sort, options: PROJECT_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) })) }}
            cards={(projects) => (
              <AdminProjectsList view="cards" projects={projects} now={now} sort={sort} onView={(p) => setOpenId(p.id)} />
            )}
            table={(projects) => (
              <AdminProjectsList view="table" projects={projects} now={now} sort={sort} onView={(p) => setOpenId(p.id)} />
            )}
            onPage={list.setPage}
          />
        </CardContent>
      </Card>
      <ClientsWithoutProjects list={data.clientsWithoutProjects} onPage={(page) => setUrl({ withoutPage: String(page) })} />
      <AdminProjectDialog project={open} onOpenChange={(o) => !o && setOpenId(null)} />
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <div className="rounded-lg bg-brand-50 p-3 text-brand-700 [&_svg]:size-6">{icon}</div>
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
