import { revisionRequestBlock } from "@portal/shared/revision-rules";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Crown, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRevisionLimit } from "@/features/agency";
import { useMe } from "@/features/auth";
import { loadManageSubscriptionDialog, loadUpgradeDialog, useSubscription } from "@/features/billing";
import { companyAllows, useActiveCompany } from "@/features/companies";
import { MilestoneTimeline, SignoffPanel, useMilestoneChanges, useMyMilestones } from "@/features/milestones";
import {
  myProjectQueryOptions,
  ProjectProgressCard,
  ProjectStatusBadge,
  projectKeys,
  RequestChangesCard,
  useCreateMyProject,
  useMyProject,
} from "@/features/projects";
import { hasRevisionDraft, loadRevisionRequestDialog } from "@/features/revisions";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { lazyDialog } from "@/lib/lazy-dialog";
import { toast } from "@/lib/toast";
import { DemoPreviewCard } from "./demo-preview-card";

// The dialogs (and their forms, schemas and uploaders) load after the screen, not with it.
const UpgradeDialog = lazyDialog(loadUpgradeDialog);
const ManageSubscriptionDialog = lazyDialog(loadManageSubscriptionDialog);
const RevisionRequestDialog = lazyDialog(loadRevisionRequestDialog);

/** What the screen shows first (app/routes asks for it alongside the session). */
export function prefetchFirstData(client: QueryClient): void {
  void client.prefetchQuery(myProjectQueryOptions);
}

/** The client's home: their project's status, progress, demo and revision requests. */
export function ClientDashboardPage() {
  const { t } = useTranslation("projects");
  const { data: me } = useMe();
  const projectQuery = useMyProject();
  const createProject = useCreateMyProject();
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const milestones = useMyMilestones().data ?? [];
  const milestoneChanges = useMilestoneChanges();
  const revisionLimit = useRevisionLimit();
  // A revision request left unsent when the session ended opens again, as it was (decision 076).
  const [dialog, setDialog] = useState<"upgrade" | "manage" | "revision" | null>(() => (hasRevisionDraft() ? "revision" : null));
  const name = me?.fullName || me?.email || t("clientFallbackName");
  // A colleague who may only see the project is not offered a request (decision 115), nor one
  // without billing an upgrade: they read whom to ask (decision 120).
  const company = useActiveCompany();
  const mayRequest = !company || companyAllows("revisions", company);
  const mayPay = !company || companyAllows("billing", company);
  const owner = company?.ownerName;
  // A colleague works for the company chosen, not for their own business.
  const businessName = company && !company.owner ? company.name : me?.businessName;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.mine() });
    void subscription.refetch();
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const missing = projectQuery.data?.project === null;
  const { mutate: create, isIdle: notCreatedYet } = createProject;
  useEffect(() => {
    if (missing && notCreatedYet) create();
  }, [missing, notCreatedYet, create]);

  const loadError = projectQuery.error ?? createProject.error;
  useEffect(() => {
    if (loadError) toast.error(t("errorTitle"), { description: t("projectFetchFailed", { reason: errorMessage(t, loadError) }) });
  }, [loadError, t]);

  if (projectQuery.isPending) return <Spinner label={t("loadingProject")} showLabel />;
  if (missing && !createProject.isError) return <Spinner label={t("settingUpProject")} showLabel />;
  const project = projectQuery.data?.project;
  // A milestone's changes are a revision request: the same rules as Request Changes below.
  const changesBlock =
    project &&
    revisionRequestBlock({
      subscribed: subscription.subscribed,
      used: project.revisionCount,
      limit: revisionLimit,
      demoUrl: project.demoUrl,
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{bidiText((v) => t("welcome", v), { name })}</h1>
          {businessName && (
            <p dir="auto" className="text-slate-600">
              {businessName}
            </p>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={project?.status} />
            {subscription.subscribed && (
              <Badge tone="purple">
                <Crown className="size-3" aria-hidden="true" />
                {t("premiumActive")}
              </Badge>
            )}
          </div>
        </div>
        <Button variant="outline" onClick={refresh} disabled={projectQuery.isFetching}>
          <RefreshCw className={projectQuery.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          {t("refreshStatus")}
        </Button>
      </div>

      {project ? (
        <>
          <ProjectProgressCard
            project={project}
            subscribed={subscription.subscribed}
            onUpgrade={() => setDialog("upgrade")}
            onManage={() => setDialog("manage")}
            milestones={milestones}
            mayPay={mayPay}
          />
          <MilestoneTimeline milestones={milestones} />
          <DemoPreviewCard demoUrl={project.demoUrl}>
            <SignoffPanel
              milestones={milestones}
              demoUrl={project.demoUrl}
              changesBlocked={Boolean(changesBlock) && (changesBlock !== "premium_required" || !mayPay)}
              approvedBy={mayRequest ? undefined : owner}
              onRequestChanges={(milestone) => {
                if (changesBlock === "premium_required") return setDialog("upgrade");
                milestoneChanges.answer(milestone);
                setDialog("revision");
              }}
            />
          </DemoPreviewCard>
          {mayRequest && (
            <>
              <RequestChangesCard
                project={project}
                subscribed={subscription.subscribed}
                onRequest={() => {
                  milestoneChanges.answer(null);
                  setDialog("revision");
                }}
                onUpgrade={() => setDialog("upgrade")}
                upgradeBy={mayPay ? undefined : owner}
              />
              <RevisionRequestDialog
                open={dialog === "revision"}
                onOpenChange={closeDialog}
                project={project}
                onSubmitted={milestoneChanges.sent}
              />
            </>
          )}
        </>
      ) : (
        <p className="text-slate-600">{t("projectLoadFailed")}</p>
      )}
      {mayPay && (
        <>
          <UpgradeDialog open={dialog === "upgrade"} onOpenChange={closeDialog} />
          <ManageSubscriptionDialog open={dialog === "manage"} onOpenChange={closeDialog} />
        </>
      )}
    </div>
  );
}
