import { padNumber } from "@portal/shared/format";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { codeMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format-date";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useAdminRevision } from "../api/get-admin-revision";
import { CommentCounts } from "../components/comment-list";
import { CommentNavigator } from "../components/comment-navigator";
import { CommentWorkflow, threadOf } from "../components/comment-workflow";
import { CommentsByPage } from "../components/comments-by-page";
import { DemoFrame } from "../components/demo-frame";
import { PinContext } from "../components/pin-context";
import { RevisionStatusBadge } from "../components/revision-status-badge";
import { RevisionStatusEditor } from "../components/revision-status-editor";
import { useViewMode } from "../components/use-view-mode";
import { ViewModeToggle } from "../components/view-mode-toggle";

/**
 * One revision for an admin: details, status editor, the demo with read-only pins, and the
 * comments' workflow. Previous / Next (or a comment's number) shows one comment on the demo in its
 * view mode with its pin pointed out; `?comment=` keeps it in the URL, so a notification's link
 * opens that comment with its thread.
 */
export function AdminRevisionDetailPage() {
  const { t } = useTranslation("revisions");
  const { revisionId = "" } = useParams();
  const { data: revision, isPending, error } = useAdminRevision(revisionId);
  const { mode, setMode } = useViewMode();
  const [url, setUrl] = useUrlState({ comment: "" });
  const annotations = revision?.annotations ?? [];
  const activeIndex = annotations.findIndex((a) => a.id === url.comment);
  const active = activeIndex >= 0 ? annotations[activeIndex] : null;
  const activeMode = active?.mode;
  useEffect(() => {
    if (activeMode) setMode(activeMode);
  }, [activeMode, setMode]);

  if (isPending) return <Spinner label={t("loading")} showLabel />;
  if (!revision) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    // A designer's revision of a project not assigned to them (decision 096).
    const notForRole = error instanceof ApiError && error.code === "forbidden_for_role";
    const why = notForRole ? codeMessage(t, "forbidden_for_role") : notFound ? t("revisionNotFound") : t("loadFailed");
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg font-semibold">{why}</p>
        <Link to="/admin/users" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("backToUsers")}
        </Link>
      </div>
    );
  }

  const show = (annotationId: string) => setUrl({ comment: annotationId }, { replace: true });
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
          {revision.authorLabel && (
            <Field label={t("requestedBy")}>
              <bdi>{revision.authorLabel}</bdi>
            </Field>
          )}
          <Field label={t("submitted")}>{formatDateTime(revision.createdAt)}</Field>
          <Field label={t("comments")}>{revision.annotations.length}</Field>
          <div className="sm:col-span-3">
            <Field label={t("descriptionLabel")}>
              <p dir="auto" className="whitespace-pre-line font-normal">
                {revision.description}
              </p>
            </Field>
          </div>
          <RevisionStatusEditor revision={revision} />
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
          {revision.demoUrl && <ViewModeToggle value={mode} onChange={setMode} />}
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
              highlightId={active?.id ?? null}
            />
          ) : (
            <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{t("noDemoUrl")}</p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CommentCounts comments={revision.annotations} />
            <CommentNavigator
              count={annotations.length}
              index={active ? activeIndex : null}
              onChange={(index) => show(annotations[index].id)}
            />
          </div>
          <CommentsByPage
            headingLevel="h3"
            demoUrl={revision.demoUrl}
            comments={revision.annotations}
            onSelect={revision.demoUrl ? (c) => show(c.id) : undefined}
            renderExtra={(c, number) => (
              <>
                <PinContext annotation={c} number={number} />
                <CommentWorkflow
                  revisionId={revision.id}
                  thread={threadOf(revision.comments, c.id)}
                  number={number}
                  viewer="admin"
                  initialOpen={url.comment === c.id}
                />
              </>
            )}
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
