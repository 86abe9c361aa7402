import { VIEW_MODES } from "@portal/shared/constants";
import { pinPage } from "@portal/shared/demo-pages";
import { padNumber } from "@portal/shared/format";
import type { Revision } from "@portal/shared/revision-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { CommentProgress } from "./comment-progress";
import { CommentWorkflow, threadOf } from "./comment-workflow";
import { CommentsByPage } from "./comments-by-page";
import { DemoFrame, type PinFocus } from "./demo-frame";
import { useViewMode } from "./use-view-mode";
import { ViewModeToggle } from "./view-mode-toggle";

/** "View My Comments": the demo with numbered pins, a summary with positions, and the count found. */
export function ViewCommentsDialog({
  revision,
  demoUrl,
  openCommentId = null,
  onOpenChange,
}: {
  revision: Revision | null;
  demoUrl: string;
  /** The comment whose thread is open at first (a notification's link); the demo starts in its view mode. */
  openCommentId?: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("revisions");
  const first = revision?.annotations.find((a) => a.id === openCommentId) ?? revision?.annotations[0];
  const { mode, setMode } = useViewMode(first?.mode);
  // A notification's link shows its comment's pin (on its page) at once.
  const [focus, setFocus] = useState<PinFocus | null>(() =>
    first && openCommentId === first.id ? { id: first.id, page: pinPage(first.page, demoUrl), seq: 0 } : null,
  );
  const all = revision?.annotations ?? [];
  const pins = all.map((annotation, i) => ({ annotation, number: i + 1 })).filter((p) => p.annotation.mode === mode);
  const counts = Object.fromEntries(VIEW_MODES.map((m) => [m, all.filter((a) => a.mode === m).length])) as Record<
    (typeof VIEW_MODES)[number],
    number
  >;
  return (
    <Dialog open={revision !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        {revision && (
          <>
            <DialogTitle>{t("myCommentsTitle", { number: padNumber(revision.requestNumber) })}</DialogTitle>
            <DialogDescription>{t("commentsFound", { count: pins.length, mode: t(mode) })}</DialogDescription>
            <div className="mt-4 flex flex-col gap-4">
              <ViewModeToggle value={mode} onChange={setMode} counts={counts} />
              <DemoFrame url={demoUrl} mode={mode} title={t("demoFrameTitle")} pins={pins} focus={focus} />
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t("commentSummary")}</h3>
                <CommentProgress revision={revision} />
                <CommentsByPage
                  demoUrl={demoUrl}
                  comments={all}
                  onSelect={(c) => {
                    setMode(c.mode);
                    setFocus({ id: c.id, page: pinPage(c.page, demoUrl), seq: Date.now() });
                  }}
                  renderExtra={(c, number) => (
                    <CommentWorkflow
                      revisionId={revision.id}
                      thread={threadOf(revision.comments, c.id)}
                      number={number}
                      viewer="client"
                      initialOpen={openCommentId === c.id}
                    />
                  )}
                />
              </section>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
