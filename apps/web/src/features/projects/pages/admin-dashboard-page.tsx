import type { AdminProjectRow } from "@portal/shared/project-contracts";
import { endOfDay, parse } from "date-fns";
import { CheckCircle2, FolderKanban, Users } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useAdminProjects } from "../api/get-admin-projects";
import { AdminProjectDialog } from "../components/admin-project-dialog";
import { AdminProjectsList } from "../components/admin-projects-list";
import { ClientsWithoutProjects } from "../components/clients-without-projects";

/** The admin's home: counts, every project with search and a delivery-date filter, and clients without one. */
export function AdminDashboardPage() {
  const { t } = useTranslation("projects");
  const { data, isPending, isError } = useAdminProjects();
  const [search, setSearch] = useState("");
  const [deliveryBy, setDeliveryBy] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const ids = { search: useId(), delivery: useId() };
  const now = Date.now();

  const filtered = useMemo(() => {
    const term = search.trim().toLowerCase();
    const limit = deliveryBy ? endOfDay(parse(deliveryBy, "yyyy-MM-dd", new Date())).getTime() : null;
    return (data?.projects ?? []).filter((p) => {
      const matches = !term || [p.clientEmail, p.clientName, p.businessName ?? ""].some((v) => v.toLowerCase().includes(term));
      const due = limit === null || (p.estimatedDelivery !== null && new Date(p.estimatedDelivery).getTime() <= limit);
      return matches && due;
    });
  }, [data, search, deliveryBy]);

  if (isPending) return <Spinner label={t("loading")} showLabel />;
  if (isError || !data) return <p className="text-red-700">{t("loadFailed")}</p>;

  const open: AdminProjectRow | null = data.projects.find((p) => p.id === openId) ?? null;
  const active = data.projects.filter((p) => p.status !== "ready").length;
  const completed = data.projects.filter((p) => p.status === "ready").length;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("adminDashboardTitle")}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={<Users aria-hidden="true" />} label={t("totalClients")} value={data.totalClients} />
        <Stat icon={<FolderKanban aria-hidden="true" />} label={t("activeProjects")} value={active} />
        <Stat icon={<CheckCircle2 aria-hidden="true" />} label={t("completed")} value={completed} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("projects")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={ids.search}>{t("search")}</Label>
              <SearchInput
                id={ids.search}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t("searchPlaceholder")}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.delivery}>{t("deliveryBy")}</Label>
              <Input id={ids.delivery} type="date" value={deliveryBy} onChange={(e) => setDeliveryBy(e.target.value)} />
            </div>
            {(search || deliveryBy) && (
              <Button
                variant="ghost"
                onClick={() => {
                  setSearch("");
                  setDeliveryBy("");
                }}
              >
                {t("clearFilters")}
              </Button>
            )}
          </div>
          {filtered.length === 0 ? (
            <p className="py-6 text-center text-slate-600">
              {data.projects.length === 0 ? t("noProjects") : t("noProjectsMatch")}
            </p>
          ) : (
            <AdminProjectsList projects={filtered} now={now} onView={(p) => setOpenId(p.id)} />
          )}
        </CardContent>
      </Card>
      <ClientsWithoutProjects clients={data.clientsWithoutProjects} />
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
