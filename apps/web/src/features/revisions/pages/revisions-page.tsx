import { Inbox, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useMyRevisions } from "../api/get-my-revisions";
import { RevisionCard } from "../components/revision-card";
import { RevisionDetailsDialog } from "../components/revision-details-dialog";
import { ViewCommentsDialog } from "../components/view-comments-dialog";
import { ViewOnSiteDialog } from "../components/view-on-site-dialog";

type DialogKind = "details" | "comments" | "site";

/**
 * The client's revision requests, newest first. `?revision=&comment=` (a notification's link)
 * opens that request's comments (on the demo when there is one) with the comment's thread open.
 * Dialogs show the request as last loaded, so replies and statuses arriving live appear in them.
 */
export function RevisionsPage() {
  const { t } = useTranslation("revisions");
  const { data, isPending, isError, isFetching, refetch } = useMyRevisions();
  const [chosen, setChosen] = useState<{ kind: DialogKind; id: string } | null>(null);
  const [link, setLink] = useUrlState({ revision: "", comment: "" });
  const demoUrl = data?.demoUrl ?? null;
  const linked = link.revision ? { kind: (demoUrl ? "comments" : "details") as DialogKind, id: link.revision } : null;
  const open = chosen ?? linked;
  const openRevision = data?.revisions.find((r) => r.id === open?.id) ?? null;
  const shown = (kind: DialogKind) => (open?.kind === kind ? openRevision : null);
  const openCommentId = chosen ? null : link.comment || null;
  const close = (o: boolean) => {
    if (o) return;
    setChosen(null);
    if (link.revision) setLink({ revision: "", comment: "" }, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("pageTitle")}</h1>
        <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          {t("refresh")}
        </Button>
      </div>
      {isPending ? (
        <Spinner label={t("loading")} showLabel />
      ) : isError ? (
        <p className="text-red-700">{t("loadFailed")}</p>
      ) : data.revisions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Inbox className="size-10 text-slate-400" aria-hidden="true" />
          <p className="font-semibold">{t("emptyTitle")}</p>
          <p className="text-sm text-slate-600">{t("emptyBody")}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {data.revisions.map((revision) => (
            <RevisionCard
              key={revision.id}
              revision={revision}
              hasDemo={Boolean(demoUrl)}
              onDetails={() => setChosen({ kind: "details", id: revision.id })}
              onComments={() => setChosen({ kind: "comments", id: revision.id })}
              onSite={() => setChosen({ kind: "site", id: revision.id })}
            />
          ))}
        </div>
      )}
      <RevisionDetailsDialog
        key={`d-${open?.id}`}
        revision={shown("details")}
        openCommentId={openCommentId}
        onOpenChange={close}
      />
      {demoUrl && (
        <>
          <ViewCommentsDialog
            key={`c-${open?.id}`}
            revision={shown("comments")}
            demoUrl={demoUrl}
            openCommentId={openCommentId}
            onOpenChange={close}
          />
          <ViewOnSiteDialog key={`s-${open?.id}`} revision={shown("site")} demoUrl={demoUrl} onOpenChange={close} />
        </>
      )}
    </div>
  );
}
