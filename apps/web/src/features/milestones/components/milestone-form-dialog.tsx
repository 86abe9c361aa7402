import { zodResolver } from "@hookform/resolvers/zod";
import { dateInZone, endOfDayInZone } from "@portal/shared/agency-region";
import { parseAmountToCents } from "@portal/shared/format";
import {
  type CreateMilestoneInput,
  MILESTONE_INVOICE_ON,
  type Milestone,
  type MilestoneFormInput,
  milestoneForm,
} from "@portal/shared/milestone-contracts";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { useAgencyTimeZone } from "@/features/agency";

const valuesOf = (milestone: Milestone | null, zone: string): MilestoneFormInput => ({
  titleEn: milestone?.title.en ?? "",
  titleHe: milestone?.title.he ?? "",
  due: milestone?.dueAt ? dateInZone(new Date(milestone.dueAt), zone) : "",
  amount: milestone?.amountCents != null ? (milestone.amountCents / 100).toFixed(2) : "",
  invoiceOn: milestone?.invoiceOn ?? "approval",
});

/** Adds a milestone, or edits one: its title in each language, its due day, its amount and when that is invoiced. */
export function MilestoneFormDialog({
  open,
  milestone,
  onOpenChange,
  onSave,
  busy,
}: {
  open: boolean;
  /** The milestone edited; null adds one. */
  milestone: Milestone | null;
  onOpenChange: (open: boolean) => void;
  onSave: (values: Required<CreateMilestoneInput>) => void;
  busy: boolean;
}) {
  const { t } = useTranslation("milestones");
  const zone = useAgencyTimeZone();
  const id = useId();
  const form = useForm<MilestoneFormInput>({ resolver: zodResolver(milestoneForm), values: valuesOf(milestone, zone) });
  const error = (name: keyof MilestoneFormInput) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(`form.${message}`) : undefined;
  };
  const submit = form.handleSubmit((values) =>
    onSave({
      title: { en: values.titleEn.trim(), he: values.titleHe.trim() },
      dueAt: values.due ? (endOfDayInZone(values.due, zone)?.toISOString() ?? null) : null,
      amountCents: values.amount.trim() ? parseAmountToCents(values.amount) : null,
      invoiceOn: values.invoiceOn,
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{milestone ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogDescription>{t("formDescription")}</DialogDescription>
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-en`} label={t("form.titleEn")} error={error("titleEn")}>
            {(control) => <Input {...control} dir="ltr" {...form.register("titleEn")} />}
          </FormField>
          <FormField id={`${id}-he`} label={t("form.titleHe")} error={error("titleHe")}>
            {(control) => <Input {...control} dir="rtl" {...form.register("titleHe")} />}
          </FormField>
          <FormField id={`${id}-due`} label={t("form.due")} error={error("due")}>
            {(control) => <Input {...control} type="date" {...form.register("due")} />}
          </FormField>
          <FormField id={`${id}-amount`} label={t("form.amount")} hint={t("form.amountHint")} error={error("amount")}>
            {(control) => <Input {...control} inputMode="decimal" dir="ltr" placeholder="0.00" {...form.register("amount")} />}
          </FormField>
          <FormField id={`${id}-invoice-on`} label={t("form.invoiceOn")} hint={t("form.invoiceOnHint")}>
            {(control) => (
              <NativeSelect {...control} {...form.register("invoiceOn")}>
                {MILESTONE_INVOICE_ON.map((when) => (
                  <option key={when} value={when}>
                    {t(`invoiceOn.${when}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
