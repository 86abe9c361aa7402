import { padNumber } from "@portal/shared/format";
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RevisionStatusBadge, useClientRevisions } from "@/features/revisions";
import { formatDate } from "@/lib/format-date";
import { SectionState } from "./section-state";

/** The client's revision requests, newest first, each opening the admin's revision page. */
export function UserRevisionsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation("users");
  const { data, isPending, isError } = useClientRevisions(clientId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("revisionsTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.revisions.length === 0}
          errorText={t("revisionsLoadFailed")}
          emptyText={t("noRevisions")}
        >
          <ul className="flex max-h-80 flex-col gap-3 overflow-y-auto md:max-h-96">
            {data?.revisions.map((revision) => (
              <li key={revision.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{t("revisionNumber", { number: padNumber(revision.requestNumber) })}</span>
                  <RevisionStatusBadge status={revision.status} audience="admin" />
                  <span className="text-sm text-slate-600">{formatDate(revision.createdAt)}</span>
                  <span className="ms-auto inline-flex items-center gap-1 text-sm text-slate-600">
                    <MessageSquare className="size-4" aria-hidden="true" />
                    {t("commentCount", { count: revision.annotations.length })}
                  </span>
                </div>
                <p dir="auto" className="line-clamp-2 text-sm text-slate-700">
                  {revision.description}
                </p>
                <Link
                  to={`/admin/revisions/${revision.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}
                >
                  {t("viewDetails")}
                </Link>
              </li>
            ))}
          </ul>
        </SectionState>
      </CardContent>
    </Card>
  );
}
