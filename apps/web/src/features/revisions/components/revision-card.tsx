import { padNumber } from "@portal/shared/format";
import type { Revision } from "@portal/shared/revision-contracts";
import { Eye, MapPin, MessageSquare, MonitorSmartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { positionText } from "./comment-list";
import { CommentProgress } from "./comment-progress";
import { CommentStatusBadge } from "./comment-status-badge";
import { RevisionRequester } from "./revision-requester";
import { RevisionStatusBadge } from "./revision-status-badge";

interface RevisionCardProps {
  revision: Revision;
  hasDemo: boolean;
  onDetails: () => void;
  onComments: () => void;
  onSite: () => void;
}

/** One revision request in the client's list. */
export function RevisionCard({ revision, hasDemo, onDetails, onComments, onSite }: RevisionCardProps) {
  const { t } = useTranslation("revisions");
  const count = revision.annotations.length;
  const statusOf = new Map(revision.comments.map((c) => [c.annotationId, c.status]));
  const unread = revision.comments.filter((c) => c.unread).length;
  return (
    <Card data-testid="revision-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{t("requestNumber", { number: padNumber(revision.requestNumber) })}</h2>
          <p className="flex flex-wrap gap-3 text-sm text-slate-600">
            <span>{formatDateTime(revision.createdAt)}</span>
            <RevisionRequester revision={revision} />
            <span className="inline-flex items-center gap-1">
              <MessageSquare className="size-4" aria-hidden="true" />
              {t("commentCount", { count })}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {unread > 0 && (
            <Badge tone="solidRed" data-testid="revision-new-replies">
              {t("workflow.newReplies", { count: unread })}
            </Badge>
          )}
          <RevisionStatusBadge status={revision.status} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p dir="auto" className="line-clamp-3 whitespace-pre-line text-sm text-slate-800">
          {revision.description}
        </p>
        <CommentProgress revision={revision} />
        {count > 0 && (
          <ol className="flex flex-col gap-1 text-sm">
            {revision.annotations.map((a, i) => (
              <li key={a.id} className="flex flex-wrap items-start gap-2">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {i + 1}
                </span>
                <span dir="auto" className="min-w-0 flex-1 basis-40 break-words">
                  {a.comment}
                </span>
                <span className="flex shrink-0 items-center gap-2 ps-7 sm:ps-0">
                  <span className="text-xs text-slate-500">
                    {t(a.mode)} · {positionText(a)}
                  </span>
                  <CommentStatusBadge status={statusOf.get(a.id) ?? "open"} />
                </span>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onDetails}>
            <Eye aria-hidden="true" />
            {t("viewDetails")}
          </Button>
          {count > 0 && hasDemo && (
            <>
              <Button size="sm" variant="outline" onClick={onComments}>
                <MapPin aria-hidden="true" />
                {t("viewMyComments")}
              </Button>
              <Button size="sm" variant="outline" onClick={onSite}>
                <MonitorSmartphone aria-hidden="true" />
                {t("viewOnSite")}
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
