import { formatCents } from "@portal/shared/format";
import type { Milestone } from "@portal/shared/milestone-contracts";
import { milestoneTitleIn } from "@portal/shared/milestone-titles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import {
  useCreateFromTemplate,
  useCreateMilestone,
  useRemoveMilestone,
  useReorderMilestones,
  useRequestApproval,
  useUpdateMilestone,
} from "../api/admin-milestone-mutations";
import { useProjectMilestones } from "../api/get-milestones";
import { ApprovalRecord } from "./approval-record";
import { ApprovalRequestDialog } from "./approval-request-dialog";
import { MilestoneFormDialog } from "./milestone-form-dialog";
import { MilestoneStateBadge } from "./milestone-state-badge";

/** The admin's milestones of a project: the template, add, edit, reorder, remove, ask for approval (decision 098). */
export function AdminMilestonesCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation("milestones");
  const query = useProjectMilestones(projectId);
  const template = useCreateFromTemplate(projectId);
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  const reorder = useReorderMilestones(projectId);
  const remove = useRemoveMilestone(projectId);
  const ask = useRequestApproval(projectId);
  const [editing, setEditing] = useState<Milestone | "new" | null>(null);
  const [removing, setRemoving] = useState<Milestone | null>(null);
  const [asking, setAsking] = useState<Milestone | null>(null);
  const failed = (error: unknown) => toast.error(t("failed"), { description: errorMessage(t, error) });
  const titleOf = (m: Milestone) => milestoneTitleIn(i18n.language, m.title);

  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError) return <p role="alert">{t("loadFailed")}</p>;
  const list = query.data;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onError: failed });
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("title")}</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setEditing("new")}>
          {t("add")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list.length === 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 p-4">
            <p className="text-slate-700">{t("templateOffer")}</p>
            <Button disabled={template.isPending} onClick={() => template.mutate(undefined, { onError: failed })}>
              {t("useTemplate")}
            </Button>
          </div>
        )}
        <ol className="flex flex-col gap-3">
          {list.map((m, index) => (
            <li key={m.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid="admin-milestone">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold" dir="auto">
                    {titleOf(m)}
                  </span>
                  <MilestoneStateBadge state={m.state} />
                </div>
                <div className="flex flex-wrap gap-x-4 text-sm text-slate-600">
                  <span>{m.dueAt ? t("due", { date: formatDate(m.dueAt) }) : t("noDue")}</span>
                  {m.amountCents !== null && <span dir="ltr">{formatCents(m.amountCents)}</span>}
                  {m.amountCents !== null && <span>{t(`invoicedWhen.${m.invoiceOn}`)}</span>}
                </div>
              </div>
              {m.approval ? (
                <ApprovalRecord approval={m.approval} label={titleOf(m)} />
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => setAsking(m)} aria-label={t("askFor", { milestone: titleOf(m) })}>
                    {m.state === "awaiting_approval" ? t("askAgain") : t("ask")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(m)}
                    aria-label={t("editFor", { milestone: titleOf(m) })}
                  >
                    {t("edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                    aria-label={t("moveUp", { milestone: titleOf(m) })}
                  >
                    {t("up")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                    aria-label={t("moveDown", { milestone: titleOf(m) })}
                  >
                    {t("down")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setRemoving(m)}
                    aria-label={t("removeFor", { milestone: titleOf(m) })}
                  >
                    {t("remove")}
                  </Button>
                </div>
              )}
              {m.state === "awaiting_approval" && m.reviewPages.length > 0 && (
                <p className="text-sm text-slate-600" dir="auto">
                  {t("reviewing", { pages: m.reviewPages.join(", ") })}
                  {m.versionLabel && ` · ${m.versionLabel}`}
                </p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
      <MilestoneFormDialog
        open={editing !== null}
        milestone={editing === "new" ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
        busy={create.isPending || update.isPending}
        onSave={(values) => {
          const done = { onSuccess: () => setEditing(null), onError: failed };
          if (editing === "new" || editing === null) create.mutate(values, done);
          else update.mutate({ milestone: editing, changes: values }, done);
        }}
      />
      <ApprovalRequestDialog
        key={asking?.id ?? "none"}
        milestone={asking}
        onOpenChange={(open) => !open && setAsking(null)}
        busy={ask.isPending}
        onSend={(input) => {
          if (!asking) return;
          ask.mutate(
            { milestone: asking, input },
            {
              onSuccess: () => {
                setAsking(null);
                toast.success(t("asked"));
              },
              onError: failed,
            },
          );
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("removeTitle")}
        description={t("removeBody", { milestone: removing ? titleOf(removing) : "" })}
        confirmLabel={t("remove")}
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null), onError: failed })}
      />
    </Card>
  );
}
