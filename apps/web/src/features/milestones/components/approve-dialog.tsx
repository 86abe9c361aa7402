import { approveMilestoneRequest, type Milestone, milestoneTitleIn } from "@portal/shared/milestone-contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useApproveMilestone } from "../api/signoff-mutations";

/** The sign-off: the client types their full name and confirms; the record and certificate are made at once. */
export function ApproveDialog({
  milestone,
  onOpenChange,
}: {
  milestone: Milestone | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("milestones");
  const id = useId();
  const approve = useApproveMilestone();
  const [fullName, setFullName] = useState("");
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<{ fullName?: string; confirm?: string }>({});
  const title = milestone ? milestoneTitleIn(i18n.language, milestone.title) : "";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!milestone) return;
    const parsed = approveMilestoneRequest.safeParse({ fullName, confirm });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors({
        fullName: flat.fullName ? t("signerNameRequired") : undefined,
        confirm: flat.confirm ? t("approvalConfirmRequired") : undefined,
      });
      return;
    }
    setErrors({});
    approve.mutate(
      { id: milestone.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t("approvedToast", { milestone: title }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t("failed"), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <Dialog open={milestone !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("approveTitle", { milestone: title })}</DialogTitle>
        <DialogDescription>{t("approveDescription")}</DialogDescription>
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-name`} label={t("fullName")} error={errors.fullName} required>
            {(control) => (
              <Input {...control} dir="auto" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
            )}
          </FormField>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm" htmlFor={`${id}-confirm`}>
              <input
                id={`${id}-confirm`}
                type="checkbox"
                className="mt-0.5 size-4"
                checked={confirm}
                aria-invalid={Boolean(errors.confirm)}
                aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
                onChange={(e) => setConfirm(e.target.checked)}
              />
              {t("confirmLabel", { milestone: title })}
            </label>
            {errors.confirm && (
              <p id={`${id}-confirm-error`} className="text-sm text-red-700">
                {errors.confirm}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={approve.isPending}>
              {approve.isPending ? t("approving") : t("approveConfirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
