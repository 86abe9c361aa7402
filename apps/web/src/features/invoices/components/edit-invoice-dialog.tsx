import { zodResolver } from "@hookform/resolvers/zod";
import { INVOICE_STATUSES } from "@portal/shared/constants";
import { type InvoiceFieldsInput, type InvoiceSummary, invoiceFieldsSchema } from "@portal/shared/invoice-contracts";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdateInvoice } from "../api/update-invoice";
import { FieldError } from "./field-error";

function valuesOf(invoice: InvoiceSummary): InvoiceFieldsInput {
  return {
    amount: (invoice.amountCents / 100).toFixed(2),
    description: invoice.description,
    dueDate: invoice.dueDate ?? "",
    status: invoice.status,
  };
}

/** Edits an invoice's amount, description, due date and status. */
export function EditInvoiceDialog({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const [open, setOpen] = useState(false);
  const update = useUpdateInvoice();
  const form = useForm<InvoiceFieldsInput, unknown, z.output<typeof invoiceFieldsSchema>>({
    resolver: zodResolver(invoiceFieldsSchema),
    defaultValues: valuesOf(invoice),
  });
  const { errors, isSubmitting } = form.formState;
  const [amount, description] = form.watch(["amount", "description"]);

  const onSubmit = form.handleSubmit(async () => {
    try {
      await update.mutateAsync({ id: invoice.id, values: form.getValues() });
      toast.success(t("updateSuccess"));
      setOpen(false);
    } catch {
      toast.error(t("updateFailed"));
    }
  });

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(valuesOf(invoice));
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("editInvoiceOf", { number: invoice.invoiceNumber })}
          title={t("editInvoice")}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("editInvoiceOf", { number: invoice.invoiceNumber })}</DialogTitle>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={id("amount")}>{t("amount")}</Label>
              <Input
                id={id("amount")}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                dir="ltr"
                aria-invalid={Boolean(errors.amount)}
                aria-describedby={errors.amount ? id("amount-error") : undefined}
                {...form.register("amount")}
              />
              <FieldError id={id("amount-error")} message={errors.amount?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={id("status")}>{t("statusLabel")}</Label>
              <NativeSelect id={id("status")} {...form.register("status")}>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("description")}>{t("description")}</Label>
            <Textarea
              id={id("description")}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? id("description-error") : undefined}
              {...form.register("description")}
            />
            <FieldError id={id("description-error")} message={errors.description?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("due")}>{t("dueDate")}</Label>
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <DatePicker
                  id={id("due")}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  placeholder={t("datePlaceholder")}
                  clearLabel={t("clearDate")}
                />
              )}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!amount?.trim() || !description?.trim() || isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
