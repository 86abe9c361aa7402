import type { Revision } from "@portal/shared/revision-contracts";
import { Inbox, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMyRevisions } from "../api/get-my-revisions";
import { RevisionCard } from "../components/revision-card";
import { RevisionDetailsDialog } from "../components/revision-details-dialog";
import { ViewCommentsDialog } from "../components/view-comments-dialog";
import { ViewOnSiteDialog } from "../components/view-on-site-dialog";

/** The client's revision requests, newest first. */
export function RevisionsPage() {
  const { t } = useTranslation("revisions");
  const { data, isPending, isError, isFetching, refetch } = useMyRevisions();
  const [open, setOpen] = useState<{ kind: "details" | "comments" | "site"; revision: Revision } | null>(null);
  const close = (o: boolean) => !o && setOpen(null);
  const demoUrl = data?.demoUrl ?? null;

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
              onDetails={() => setOpen({ kind: "details", revision })}
              onComments={() => setOpen({ kind: "comments", revision })}
              onSite={() => setOpen({ kind: "site", revision })}
            />
          ))}
        </div>
      )}
      <RevisionDetailsDialog revision={open?.kind === "details" ? open.revision : null} onOpenChange={close} />
      {demoUrl && (
        <>
          <ViewCommentsDialog
            key={`c-${open?.revision.id}`}
            revision={open?.kind === "comments" ? open.revision : null}
            demoUrl={demoUrl}
            onOpenChange={close}
          />
          <ViewOnSiteDialog
            key={`s-${open?.revision.id}`}
            revision={open?.kind === "site" ? open.revision : null}
            demoUrl={demoUrl}
            onOpenChange={close}
          />
        </>
      )}
    </div>
  );
}
