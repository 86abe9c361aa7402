import { padNumber } from "@portal/shared/format";
import type { Revision } from "@portal/shared/revision-contracts";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format-date";
import { CommentProgress } from "./comment-progress";
import { RevisionRequester } from "./revision-requester";
import { RevisionStatusBadge } from "./revision-status-badge";
import { WorkflowCommentList } from "./workflow-comment-list";

/** Everything about one request: number, date, status, description, screenshot and comments. */
export function RevisionDetailsDialog({
  revision,
  openCommentId = null,
  onOpenChange,
}: {
  revision: Revision | null;
  /** The comment whose thread is open at first (a notification's link). */
  openCommentId?: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("revisions");
  return (
    <Dialog open={revision !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {revision && (
          <>
            <DialogTitle>{t("requestNumber", { number: padNumber(revision.requestNumber) })}</DialogTitle>
            <DialogDescription className="flex flex-wrap gap-3">
              <span>{formatDateTime(revision.createdAt)}</span>
              <RevisionRequester revision={revision} />
            </DialogDescription>
            <div className="mt-4 flex flex-col gap-4">
              <div className="flex items-center gap-2 text-sm">
                <span className="text-slate-600">{t("statusLabel")}</span>
                <RevisionStatusBadge status={revision.status} />
              </div>
              <section className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">{t("descriptionLabel")}</h3>
                <p dir="auto" className="whitespace-pre-line text-sm">
                  {revision.description}
                </p>
              </section>
              {revision.images.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold">{t("screenshot")}</h3>
                  <div className="flex flex-wrap gap-2">
                    {revision.images.map((image) => (
                      <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer" className="block">
                        <img
                          src={image.url}
                          alt={image.fileName}
                          className="max-h-48 rounded-md border border-slate-200 object-contain"
                        />
                      </a>
                    ))}
                  </div>
                </section>
              )}
              {revision.annotations.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold">{t("commentsHeading", { count: revision.annotations.length })}</h3>
                  <CommentProgress revision={revision} />
                  <WorkflowCommentList revision={revision} viewer="client" initialOpenId={openCommentId} />
                </section>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
