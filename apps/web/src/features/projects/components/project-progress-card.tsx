import type { MilestoneProgressInput } from "@portal/shared/milestone-progress";
import type { Project } from "@portal/shared/project-contracts";
import { Crown, Settings2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useRevisionLimit } from "@/features/agency";
import { formatDate } from "@/lib/format-date";
import { ProjectProgressWidget } from "./project-progress-widget";
import { ProjectStatusBadge } from "./project-status-badge";

interface ProjectProgressCardProps {
  project: Project;
  subscribed: boolean;
  onUpgrade: () => void;
  onManage: () => void;
  milestones?: readonly MilestoneProgressInput[];
  /** Whether the person may pay for the company (billing, decision 120): else no Upgrade or Manage. */
  mayPay?: boolean;
}

/** Project Progress: Upgrade or Manage Subscription, the progress widget and three tiles. */
export function ProjectProgressCard({
  project,
  subscribed,
  onUpgrade,
  onManage,
  milestones,
  mayPay = true,
}: ProjectProgressCardProps) {
  const { t } = useTranslation("projects");
  const limit = useRevisionLimit();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("projectProgress")}</CardTitle>
        {!mayPay ? null : subscribed ? (
          <Button variant="outline" size="sm" onClick={onManage}>
            <Settings2 aria-hidden="true" />
            {t("manageSubscription")}
          </Button>
        ) : (
          <Button size="sm" onClick={onUpgrade}>
            <Crown aria-hidden="true" />
            {t("upgrade")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ProjectProgressWidget project={project} milestones={milestones} />
        <dl className="grid gap-3 sm:grid-cols-3">
          {project.estimatedDelivery && (
            <Tile label={t("estimatedDelivery")}>{formatDate(project.estimatedDelivery, "long")}</Tile>
          )}
          <Tile label={t("revisionsUsed")}>
            <span dir="ltr">{t("revisionsOf", { used: project.revisionCount, total: limit })}</span>
          </Tile>
          <Tile label={t("currentStatus")}>
            <ProjectStatusBadge status={project.status} />
          </Tile>
        </dl>
      </CardContent>
    </Card>
  );
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
