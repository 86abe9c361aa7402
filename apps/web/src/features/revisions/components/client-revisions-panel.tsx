import { padNumber } from "@portal/shared/format";
import type { RevisionClient } from "@portal/shared/revision-contracts";
import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { bidiText } from "@/lib/bidi-text";
import { formatDateTime } from "@/lib/format-date";
import { useClientRevisions } from "../api/get-client-revisions";
import { CommentProgress } from "./comment-progress";
import { RevisionStatusBadge } from "./revision-status-badge";

/** The selected client's revisions for an admin, each with View. */
export function ClientRevisionsPanel({ client }: { client: RevisionClient }) {
  const { t } = useTranslation("revisions");
  const { data, isPending, isError } = useClientRevisions(client.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{bidiText((v) => t("revisionsOf", v), { email: client.email })}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label={t("loading")} />
        ) : isError ? (
          <p className="text-red-700">{t("loadFailed")}</p>
        ) : data.revisions.length === 0 ? (
          <p className="text-slate-600">{t("noRevisionsYet")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.revisions.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{t("requestNumber", { number: padNumber(r.requestNumber) })}</span>
                    <RevisionStatusBadge status={r.status} audience="admin" />
                    <NewReplies count={r.comments.filter((c) => c.unread).length} />
                  </div>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(r.createdAt)} · {t("commentCount", { count: r.annotations.length })}
                  </p>
                  <p dir="auto" className="mt-1 line-clamp-2 text-sm">
                    {r.description}
                  </p>
                  <div className="mt-2">
                    <CommentProgress revision={r} />
                  </div>
                </div>
                <Link
                  to={`/admin/revisions/${r.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={t("viewRequest", { number: padNumber(r.requestNumber) })}
                >
                  <Eye aria-hidden="true" />
                  {t("view")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function NewReplies({ count }: { count: number }) {
  const { t } = useTranslation("revisions");
  if (count === 0) return null;
  return (
    <Badge tone="solidRed" data-testid="revision-new-replies">
      {t("workflow.newReplies", { count })}
    </Badge>
  );
}
