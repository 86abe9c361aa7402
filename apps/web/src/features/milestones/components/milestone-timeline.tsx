import { formatCents, formatSinceIn } from "@portal/shared/format";
import { type Milestone, milestoneTitleIn } from "@portal/shared/milestone-contracts";
import { milestoneTimeline } from "@portal/shared/milestone-progress";
import { CheckCircle2, Circle, CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { ApprovalRecord } from "./approval-record";
import { MilestoneStateBadge } from "./milestone-state-badge";

/** What a milestone waits on, in words: the client's approval (since when), or the agency. */
function WaitingOn({ milestone }: { milestone: Milestone }) {
  const { t, i18n } = useTranslation("milestones");
  if (milestone.state === "awaiting_approval" && milestone.approvalRequestedAt)
    return (
      <p className="text-sm font-medium text-amber-900">
        {t("waitingForYou", { since: formatSinceIn(i18n.language, milestone.approvalRequestedAt) })}
      </p>
    );
  if (milestone.state === "changes_requested") return <p className="text-sm text-slate-700">{t("waitingForAgencyChanges")}</p>;
  if (milestone.state === "in_progress") return <p className="text-sm text-slate-700">{t("waitingForAgency")}</p>;
  return null;
}

/** The client's timeline: done, current and next, each with its date and what it waits on. */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  const { t, i18n } = useTranslation("milestones");
  if (milestones.length === 0) return null;
  const { ordered, current, next, done } = milestoneTimeline(milestones);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("title")}</CardTitle>
        <span className="text-sm text-slate-600">{t("doneOf", { done, total: ordered.length })}</span>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4" aria-label={t("title")}>
          {ordered.map((m) => {
            const title = milestoneTitleIn(i18n.language, m.title);
            const tag = m === current ? t("current") : m === next ? t("next") : null;
            const Icon = m.state === "approved" ? CheckCircle2 : m === current ? CircleDot : Circle;
            return (
              <li
                key={m.id}
                className="flex gap-3"
                aria-current={m === current ? "step" : undefined}
                data-testid="timeline-milestone"
              >
                <Icon
                  className={m.state === "approved" ? "mt-0.5 size-5 text-green-700" : "mt-0.5 size-5 text-slate-500"}
                  aria-hidden="true"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold" dir="auto">
                      {title}
                    </span>
                    <MilestoneStateBadge state={m.state} />
                    {tag && <span className="text-xs font-semibold uppercase text-slate-500">{tag}</span>}
                  </div>
                  <p className="text-sm text-slate-600">
                    {m.dueAt ? t("due", { date: formatDate(m.dueAt) }) : t("noDue")}
                    {m.amountCents !== null && <span dir="ltr"> · {formatCents(m.amountCents)}</span>}
                  </p>
                  <WaitingOn milestone={m} />
                  {m.approval && <ApprovalRecord approval={m.approval} label={title} />}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
