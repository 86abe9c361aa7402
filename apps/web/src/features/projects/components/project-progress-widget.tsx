import type { MilestoneProgressInput } from "@portal/shared/milestone-progress";
import type { ProgressInput } from "@portal/shared/project-progress";
import { CheckCircle2, Clock } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { formatCountdown } from "../lib/format-countdown";
import { useProjectProgress } from "./use-project-progress";

/** Percent bar, "Website ready in..." countdown (days and hh:mm:ss), "Expired", and the ready banner. */
export function ProjectProgressWidget({
  project,
  milestones,
}: {
  project: ProgressInput;
  /** With milestones, progress and countdown follow them (decision 098). */
  milestones?: readonly MilestoneProgressInput[];
}) {
  const { t } = useTranslation("projects");
  const progress = useProjectProgress(project, milestones);
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3" data-testid="progress-widget">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium">
          {t("completion")}
        </span>
        <span className="font-semibold" data-testid="progress-percent">
          {progress.percent}%
        </span>
      </div>
      <Progress value={progress.percent} aria-labelledby={labelId} />
      {progress.ready ? (
        <div className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900" role="status">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t("readyBanner")}
        </div>
      ) : (
        progress.remainingMs !== null && (
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <Clock className="size-4" aria-hidden="true" />
            {progress.expired ? (
              <span className="font-semibold text-red-700">{t("expired")}</span>
            ) : (
              <span>
                {t("readyIn")} <Countdown parts={formatCountdown(t, progress.remainingMs)} />
              </span>
            )}
          </div>
        )
      )}
    </div>
  );
}

/** The days in words, then the clock, which alone is set left to right. */
function Countdown({ parts }: { parts: { days: string | null; clock: string } }) {
  return (
    <span className="font-semibold tabular-nums" data-testid="countdown">
      {parts.days && `${parts.days} `}
      <span className="font-mono" dir="ltr">
        {parts.clock}
      </span>
    </span>
  );
}
