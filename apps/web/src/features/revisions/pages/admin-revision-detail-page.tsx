import { REVISION_STATUSES, type RevisionStatus } from "@portal/shared/constants";
import { pinPage } from "@portal/shared/demo-pages";
import { padNumber } from "@portal/shared/format";
import { format } from "date-fns";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useAdminRevision } from "../api/get-admin-revision";
import { useUpdateRevisionStatus } from "../api/update-revision-status";
import { CommentCounts } from "../components/comment-list";
import { CommentsByPage } from "../components/comments-by-page";
import { DemoFrame, type PinFocus } from "../components/demo-frame";
import { PinContext } from "../components/pin-context";
import { RevisionStatusBadge } from "../components/revision-status-badge";
import { useViewMode } from "../components/use-view-mode";
import { ViewModeToggle } from "../components/view-mode-toggle";

/** One revision for an admin: details, status editor, and the demo with read-only pins. */
export function AdminRevisionDetailPage() {
  const { t } = useTranslation("revisions");
  const { revisionId = "" } = useParams();
  const { data: revision, isPending, error } = useAdminRevision(revisionId);
  const update = useUpdateRevisionStatus();
  const [chosen, setChosen] = useState<RevisionStatus | null>(null);
  const [focus, setFocus] = useState<PinFocus | null>(null);
  const { mode, setMode, canToggle } = useViewMode();
  const statusId = useId();

  if (isPending) return <Spinner label={t("loading")} showLabel />;
  if (!revision) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg font-semibold">{notFound ? t("revisionNotFound") : t("loadFailed")}</p>
        <Link to="/admin/users" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("backToUsers")}
        </Link>
      </div>
    );
  }

  const status = chosen ?? revision.status;
  const save = async () => {
    try {
      await update.mutateAsync({ id: revision.id, status });
      toast.success(t("statusUpdated"));
      setChosen(null);
    } catch (e) {
      toast.error(t(e instanceof ApiError ? "statusUpdateFailed" : "unexpectedError"));
    }
  };
  const pins = revision.annotations
    .map((annotation, i) => ({ annotation, number: i + 1 }))
    .filter((p) => p.annotation.mode === mode);

  return (
    <div className="flex flex-col gap-6">
      <Link to={`/admin/users/${revision.clientId}`} className={buttonVariants({ variant: "ghost", className: "self-start" })}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t("backToClient")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("requestNumber", { number: padNumber(revision.requestNumber) })}</h1>
        <RevisionStatusBadge status={revision.status} audience="admin" />
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-3">
          <Field label={t("clientEmail")}>
            <span dir="ltr">{revision.clientEmail}</span>
          </Field>
          <Field label={t("submitted")}>{format(new Date(revision.createdAt), "PPp")}</Field>
          <Field label={t("comments")}>{revision.annotations.length}</Field>
          <div className="sm:col-span-3">
            <Field label={t("descriptionLabel")}>
              <p dir="auto" className="whitespace-pre-line font-normal">
                {revision.description}
              </p>
            </Field>
          </div>
          <div className="flex flex-col gap-2 sm:col-span-3 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={statusId}>{t("statusLabel")}</Label>
              <NativeSelect
                id={statusId}
                value={status}
                onChange={(e) => setChosen(e.target.value as RevisionStatus)}
                className="sm:w-56"
              >
                {REVISION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button onClick={save} disabled={status === revision.status || update.isPending}>
              {t("updateStatus")}
            </Button>
          </div>
        </CardContent>
      </Card>
      {revision.images.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t("screenshot")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {revision.images.map((image) => (
              <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={image.url}
                  alt={image.fileName}
                  className="max-h-48 rounded-md border border-slate-200 object-contain"
                />
              </a>
            ))}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("demoPreview")}</CardTitle>
          {revision.demoUrl && canToggle && <ViewModeToggle value={mode} onChange={setMode} />}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {revision.demoUrl ? (
            <DemoFrame
              url={revision.demoUrl}
              mode={mode}
              size="fixed"
              title={t("demoFrameTitle")}
              pins={pins}
              pinStyle="hover"
              focus={focus}
            />
          ) : (
            <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{t("noDemoUrl")}</p>
          )}
          <CommentCounts comments={revision.annotations} />
          <CommentsByPage
            headingLevel="h3"
            demoUrl={revision.demoUrl}
            comments={revision.annotations}
            onSelect={
              revision.demoUrl
                ? (c) => {
                    setMode(c.mode);
                    setFocus({ id: c.id, page: pinPage(c.page, revision.demoUrl ?? ""), seq: Date.now() });
                  }
                : undefined
            }
            renderExtra={(c, number) => <PinContext annotation={c} number={number} />}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-slate-600">{label}</span>
      <div className="font-medium">{children}</div>
    </div>
  );
}
