import { zodResolver } from "@hookform/resolvers/zod";
import { dateInZone, endOfDayInZone } from "@portal/shared/agency-region";
import { PROJECT_STATUSES } from "@portal/shared/constants";
import { type Project, type ProjectEditFormInput, projectEditForm } from "@portal/shared/project-contracts";
import { ExternalLink, Pencil, PlugZap, Settings2, Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { useAgencyTimeZone, useRevisionLimit } from "@/features/agency";
import { useCan } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date";
import { useVersionedForm } from "@/lib/hooks/use-versioned-form";
import { toast } from "@/lib/toast";
import { readVersionedProject, useUpdateProject } from "../api/update-project";
import { assigneeName, ProjectAssigneeField } from "./project-assignee-field";
import { ProjectProgressWidget } from "./project-progress-widget";
import { ProjectStatusBadge } from "./project-status-badge";
import { useStaff } from "./use-staff";

/** The fields as the form shows them, for the conflict notice. */
const FIELD_ORDER = ["status", "estimatedDelivery", "demoUrl", "assigneeId"];

/** "yyyy-MM-dd" of the delivery on the agency's clock (its time zone), for the date field. */
const toDateField = (iso: string | null, zone: string) => (iso ? dateInZone(new Date(iso), zone) : "");
/** The chosen day's end on the agency's clock (the countdown runs to it). */
const fromDateField = (value: string, zone: string) => endOfDayInZone(value, zone)?.toISOString() ?? null;

const valuesOf = (project: Project, zone: string): ProjectEditFormInput => ({
  status: project.status,
  delivery: toDateField(project.estimatedDelivery, zone),
  demoUrl: project.demoUrl ?? "",
  assigneeId: project.assigneeId ?? "",
});

/**
 * The admin's project card: status, revisions used, estimated delivery, demo URL (View, remove),
 * the progress widget, and inline editing of status, delivery date and demo URL.
 */
export function ProjectEditCard({
  project,
  title,
  onAdvanced,
}: {
  project: Project;
  title?: ReactNode;
  /** Given on the user page: an Advanced button opens the project dialog. */
  onAdvanced?: () => void;
}) {
  const { t } = useTranslation("projects");
  const limit = useRevisionLimit();
  const zone = useAgencyTimeZone();
  const update = useUpdateProject();
  const [editing, setEditing] = useState(false);
  // A role without `projects.write` sees the card without Edit or Remove (decision 096).
  const writable = useCan()("projects.write");
  const staff = useStaff();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const form = useForm<ProjectEditFormInput, unknown, z.output<typeof projectEditForm>>({
    resolver: zodResolver(projectEditForm),
    defaultValues: valuesOf(project, zone),
  });
  const demoUrlError = form.formState.errors.demoUrl?.message;
  const id = useId();
  const fieldId = (name: keyof ProjectEditFormInput) => `${id}-${name}`;
  // A date before today makes the client's countdown read Expired at once: say so while editing.
  const delivery = form.watch("delivery");
  const deliveryInPast = delivery !== "" && delivery < dateInZone(new Date(), zone);

  // The form is filled from the project read with its ETag, not from the (maybe older) list row.
  const load = useCallback(async () => {
    const { data, etag } = await readVersionedProject(project.clientId);
    return { data: valuesOf(data.project ?? project, zone), etag };
  }, [project, zone]);
  const edit = useVersionedForm(form, load);

  const failed = (error: unknown, key: "updateFailed" | "removeFailed") =>
    toast.error(t("toast.errorTitle"), {
      description: t(error instanceof ApiError ? `toast.${key}` : "toast.unexpected"),
    });

  const startEditing = async () => {
    try {
      await edit.open();
      setEditing(true);
    } catch (error) {
      failed(error, "updateFailed");
    }
  };

  const save = form.handleSubmit(async (values) => {
    // Only what this admin changed, so a field another admin set meanwhile is not written back.
    const changed = edit.changes();
    const changes = {
      ...(changed.status !== undefined && { status: values.status }),
      ...(changed.delivery !== undefined && { estimatedDelivery: fromDateField(values.delivery, zone) }),
      // The raw field: the server reads an empty demo URL as none, as the schema does here.
      ...(changed.demoUrl !== undefined && { demoUrl: form.getValues("demoUrl") }),
      ...(changed.assigneeId !== undefined && { assigneeId: values.assigneeId || null }),
    };
    if (Object.keys(changes).length === 0) return setEditing(false);
    try {
      await update.mutateAsync({ id: project.id, clientId: project.clientId, changes, etag: edit.etag });
      toast.success(t("toast.successTitle"), { description: t("toast.updated") });
      setEditing(false);
    } catch (error) {
      if (!edit.refused(error)) failed(error, "updateFailed");
    }
  });

  const describeChange = (field: string, value: unknown) => {
    if (field === "status") return { label: t("statusLabel"), value: t(`status.${String(value)}`) };
    if (field === "estimatedDelivery")
      return { label: t("estimatedDelivery"), value: value ? formatDate(String(value), "long") : t("notSet") };
    if (field === "demoUrl") return { label: t("demoUrl"), value: value ? String(value) : t("notSet") };
    if (field === "assigneeId")
      return { label: t("assignedTo"), value: assigneeName(staff ?? [], value ? String(value) : null, t("unassigned")) };
    return null;
  };

  const removeDemoUrl = async () => {
    setConfirmingRemoval(false);
    try {
      await update.mutateAsync({ id: project.id, clientId: project.clientId, changes: { demoUrl: null } });
      toast.success(t("toast.successTitle"), { description: t("toast.demoRemoved") });
    } catch (error) {
      failed(error, "removeFailed");
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title ?? t("projectCard")}</CardTitle>
        {!editing && (
          <div className="flex flex-wrap gap-2">
            {writable && (
              <Button size="sm" variant="outline" onClick={() => void startEditing()} disabled={edit.busy}>
                <Pencil aria-hidden="true" />
                {t("editProject")}
              </Button>
            )}
            {onAdvanced && (
              <Button size="sm" variant="outline" onClick={onAdvanced}>
                <Settings2 aria-hidden="true" />
                {t("advanced")}
              </Button>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {editing ? (
          <form onSubmit={save} className="flex flex-col gap-4" noValidate>
            {edit.conflict && (
              <EditConflictNotice
                conflict={edit.conflict.details}
                describe={describeChange}
                order={FIELD_ORDER}
                busy={edit.busy}
                onReload={() => void edit.reload().catch((error: unknown) => failed(error, "updateFailed"))}
                onReapply={() => void edit.reapply().catch((error: unknown) => failed(error, "updateFailed"))}
              />
            )}
            <FormField id={fieldId("status")} label={t("statusLabel")}>
              {(control) => (
                <NativeSelect {...control} {...form.register("status")}>
                  {PROJECT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id={fieldId("delivery")}
              label={t("estimatedDelivery")}
              hint={
                deliveryInPast ? (
                  <span role="status" className="text-amber-800">
                    {t("deliveryInPast")}
                  </span>
                ) : undefined
              }
            >
              {(control) => <Input {...control} type="date" {...form.register("delivery")} />}
            </FormField>
            <FormField id={fieldId("demoUrl")} label={t("demoUrl")} error={demoUrlError ? t(demoUrlError) : undefined}>
              {(control) => <Input {...control} type="url" dir="ltr" placeholder="https://" {...form.register("demoUrl")} />}
            </FormField>
            {staff && <ProjectAssigneeField id={fieldId("assigneeId")} staff={staff} register={form.register("assigneeId")} />}
            <div className="flex gap-2">
              <Button type="submit" disabled={form.formState.isSubmitting || edit.busy}>
                {form.formState.isSubmitting ? t("saving") : t("save")}
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)}>
                {t("cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Row label={t("statusLabel")}>
              <ProjectStatusBadge status={project.status} />
            </Row>
            <Row label={t("revisionsUsed")}>
              <span dir="ltr">{t("revisionsOf", { used: project.revisionCount, total: limit })}</span>
            </Row>
            <Row label={t("estimatedDelivery")}>
              {project.estimatedDelivery ? formatDate(project.estimatedDelivery, "long") : t("notSet")}
            </Row>
            <Row label={t("demoUrl")}>
              {project.demoUrl ? (
                <div className="flex min-w-0 flex-wrap items-center gap-1">
                  <span className="truncate" dir="ltr" title={project.demoUrl}>
                    {project.demoUrl}
                  </span>
                  <a
                    href={project.demoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                  >
                    <ExternalLink aria-hidden="true" />
                    {t("view")}
                  </a>
                  {writable && (
                    <Link
                      to={`/admin/demo-bridge?url=${encodeURIComponent(project.demoUrl)}`}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      <PlugZap aria-hidden="true" />
                      {t("checkBridge")}
                    </Link>
                  )}
                  {writable && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setConfirmingRemoval(true)}
                      disabled={update.isPending}
                      aria-label={t("removeDemoUrl")}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
              ) : (
                t("notSet")
              )}
            </Row>
            {staff && <Row label={t("assignedTo")}>{assigneeName(staff, project.assigneeId, t("unassigned"))}</Row>}
          </dl>
        )}
        <ProjectProgressWidget project={project} />
        <ConfirmDialog
          open={confirmingRemoval}
          onOpenChange={setConfirmingRemoval}
          title={t("removeDemoTitle")}
          description={t("removeDemoDescription")}
          confirmLabel={t("removeDemoConfirm")}
          busy={update.isPending}
          destructive
          onConfirm={() => void removeDemoUrl()}
        />
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}
