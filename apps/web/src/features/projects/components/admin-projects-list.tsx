import { computeProgressWithMilestones } from "@portal/shared/milestone-progress";
import type { AdminProjectRow, ProjectSortKey } from "@portal/shared/project-contracts";
import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ListTable } from "@/components/list/list-table";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { PLAIN_HEAD_ROW } from "@/components/ui/table-head";
import { useRevisionLimit } from "@/features/agency";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import type { ListSort } from "@/lib/hooks/use-list-sort";
import { ProjectStatusBadge } from "./project-status-badge";

interface Props {
  /** Cards below 768 px, the table from there (ListView chooses). */
  view: "cards" | "table";
  projects: AdminProjectRow[];
  now: number;
  sort: ListSort<ProjectSortKey>;
  onView: (project: AdminProjectRow) => void;
}

/** The projects as a table (its headers sort it) or as cards. */
export function AdminProjectsList({ view, projects, now, sort, onView }: Props) {
  const { t } = useTranslation("projects");
  const limit = useRevisionLimit();
  const delivery = (p: AdminProjectRow) => (p.estimatedDelivery ? formatDate(p.estimatedDelivery) : t("notSet"));
  // With milestones, progress is the share approved (the shared rule, decision 105).
  const percent = (p: AdminProjectRow) => computeProgressWithMilestones(p, p.milestones, now).percent;
  const name = (p: AdminProjectRow) => p.clientName || p.clientEmail;

  if (view === "cards") {
    return (
      <ul className="flex flex-col gap-3">
        {projects.map((p) => (
          <li key={p.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <ClientLines name={name(p)} email={p.clientEmail} card />
              </div>
              <ProjectStatusBadge status={p.status} />
            </div>
            <Progress value={percent(p)} aria-label={t("progressOf", { name: name(p) })} />
            <div className="flex justify-between text-sm text-slate-600">
              <span>{percent(p)}%</span>
              <span dir="ltr">{t("revisionsOf", { used: p.revisionCount, total: limit })}</span>
              <span>{delivery(p)}</span>
            </div>
            <Button size="sm" variant="outline" onClick={() => onView(p)}>
              <Eye aria-hidden="true" />
              {t("view")}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto">
      <ListTable
        className={PLAIN_HEAD_ROW}
        sort={sort}
        columns={[
          { column: "client", label: t("columns.client") },
          { column: "status", label: t("columns.status") },
          { column: "progress", label: t("columns.progress") },
          { column: "revisions", label: t("columns.revisionsUsed") },
          { column: "delivery", label: t("columns.delivery") },
          { label: t("columns.actions"), hidden: true },
        ]}
        rows={projects}
        rowKey={(p) => p.id}
        cells={(p) => (
          <>
            <td className="p-3">
              <ClientLines name={name(p)} email={p.clientEmail} />
            </td>
            <td className="p-3">
              <ProjectStatusBadge status={p.status} />
            </td>
            <td className="p-3">
              <div className="flex min-w-32 items-center gap-2">
                <Progress value={percent(p)} aria-label={t("progressOf", { name: name(p) })} />
                <span className="w-10 text-end">{percent(p)}%</span>
              </div>
            </td>
            <td className="p-3" dir="ltr">
              {t("revisionsOf", { used: p.revisionCount, total: limit })}
            </td>
            <td className="p-3">{delivery(p)}</td>
            <td className="p-3 text-end">
              <Button size="sm" variant="outline" onClick={() => onView(p)} aria-label={t("viewProjectOf", { name: name(p) })}>
                <Eye aria-hidden="true" />
                {t("view")}
              </Button>
            </td>
          </>
        )}
      />
    </div>
  );
}

/** The client's name over their e-mail; on a card both cut to its width. */
function ClientLines({ name, email, card = false }: { name: string; email: string; card?: boolean }) {
  return (
    <>
      <p className={card ? "truncate font-semibold" : "font-medium"}>{name}</p>
      <p className={cn("text-slate-600", card && "truncate text-sm")} dir="ltr">
        {email}
      </p>
    </>
  );
}
