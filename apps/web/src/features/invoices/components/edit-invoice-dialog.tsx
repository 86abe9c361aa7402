import { zodResolver } from "@hookform/resolvers/zod";
import { type InvoiceFieldsInput, type InvoiceSummary, invoiceFieldsSchema } from "@portal/shared/invoice-contracts";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdateInvoice } from "../api/update-invoice";
import { InvoiceFields } from "./invoice-fields";

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
  const { isSubmitting } = form.formState;
  const [amount, description] = form.watch(["amount", "description"]);

  const onSubmit = form.handleSubmit(async () => {
    try {
      await update.mutateAsync({ id: invoice.id, values: form.getValues() });
      toast.success(t("updateSuccess"));
      setOpen(false);
    } catch (error) {
      toast.error(t("updateFailed"), { description: errorMessage(t, error, "") || undefined });
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
      {/* The title names the invoice and the form is the whole content: no separate description. */}
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{t("editInvoiceOf", { number: invoice.invoiceNumber })}</DialogTitle>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <InvoiceFields form={form} id={id} />
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
