import { padNumber } from "@portal/shared/format";
import type { Revision } from "@portal/shared/revision-contracts";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDateTime } from "@/lib/format-date";
import { DemoFrame } from "./demo-frame";
import { RevisionStatusBadge } from "./revision-status-badge";
import { useViewMode } from "./use-view-mode";
import { ViewModeToggle } from "./view-mode-toggle";

/** "View Revision Request on Site": the demo with red pins that show comment and position on hover. */
export function ViewOnSiteDialog({
  revision,
  demoUrl,
  onOpenChange,
}: {
  revision: Revision | null;
  demoUrl: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("revisions");
  const { mode, setMode } = useViewMode(revision?.annotations[0]?.mode);
  const pins = (revision?.annotations ?? [])
    .map((annotation, i) => ({ annotation, number: i + 1 }))
    .filter((p) => p.annotation.mode === mode);
  return (
    <Dialog open={revision !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        {revision && (
          <>
            <DialogTitle>{t("onSiteTitle")}</DialogTitle>
            <DialogDescription>{t("onSiteHint")}</DialogDescription>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <ViewModeToggle value={mode} onChange={setMode} />
              <Popover>
                <PopoverTrigger asChild>
                  <Button size="sm" variant="outline">
                    <Info aria-hidden="true" />
                    {t("revisionDetails")}
                  </Button>
                </PopoverTrigger>
                <PopoverContent className="w-80 text-sm">
                  <p className="font-semibold">{t("requestNumber", { number: padNumber(revision.requestNumber) })}</p>
                  <p className="text-slate-600">{formatDateTime(revision.createdAt)}</p>
                  <div className="mt-2">
                    <RevisionStatusBadge status={revision.status} />
                  </div>
                  <p dir="auto" className="mt-2 line-clamp-6 whitespace-pre-line">
                    {revision.description}
                  </p>
                  <p className="mt-2 text-slate-600">{t("commentCount", { count: revision.annotations.length })}</p>
                </PopoverContent>
              </Popover>
            </div>
            <DemoFrame url={demoUrl} mode={mode} title={t("demoFrameTitle")} pins={pins} pinStyle="hover" className="mt-4" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
