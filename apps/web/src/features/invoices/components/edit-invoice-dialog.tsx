import { zodResolver } from "@hookform/resolvers/zod";
import { formatCents } from "@portal/shared/format";
import { type InvoiceFieldsInput, type InvoiceSummary, invoiceFieldsSchema } from "@portal/shared/invoice-contracts";
import { Pencil } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/error-message";
import { useVersionedForm } from "@/lib/hooks/use-versioned-form";
import { toast } from "@/lib/toast";
import { readVersionedInvoice, useUpdateInvoice } from "../api/update-invoice";
import { InvoiceFields } from "./invoice-fields";

/** The fields as the form shows them, for the conflict notice. */
const FIELD_ORDER = ["amountCents", "description", "dueDate", "status"];

type InvoiceFieldValues = Pick<InvoiceSummary, "amountCents" | "description" | "dueDate" | "status">;

function valuesOf(invoice: InvoiceFieldValues): InvoiceFieldsInput {
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

  // The dialog is filled from the invoice read with its ETag, not from the (maybe older) list row.
  const load = useCallback(async () => {
    const { data, etag } = await readVersionedInvoice(invoice.id);
    return { data: valuesOf(data), etag };
  }, [invoice.id]);
  const edit = useVersionedForm(form, load);
  const failed = (error: unknown) => toast.error(t("updateFailed"), { description: errorMessage(t, error, "") || undefined });

  const onSubmit = form.handleSubmit(async () => {
    // Only what this admin changed, so a field another admin set meanwhile is not written back.
    const changes = edit.changes();
    if (Object.keys(changes).length === 0) return setOpen(false);
    try {
      await update.mutateAsync({ id: invoice.id, changes, etag: edit.etag });
      toast.success(t("updateSuccess"));
      setOpen(false);
    } catch (error) {
      if (!edit.refused(error)) failed(error);
    }
  });

  const describeChange = (field: string, value: unknown) => {
    if (field === "amountCents") return { label: t("columns.amount"), value: formatCents(Number(value)) };
    if (field === "description") return { label: t("columns.description"), value: String(value) };
    if (field === "dueDate") return { label: t("columns.dueDate"), value: value ? String(value) : t("noDueDate") };
    if (field === "status") return { label: t("columns.status"), value: t(`status.${String(value)}`) };
    return null;
  };

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        form.reset(valuesOf(invoice));
        edit.open().catch((error: unknown) => {
          failed(error);
          setOpen(false);
        });
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
          {edit.conflict && (
            <EditConflictNotice
              conflict={edit.conflict.details}
              describe={describeChange}
              order={FIELD_ORDER}
              busy={edit.busy}
              onReload={() => void edit.reload().catch(failed)}
              onReapply={() => void edit.reapply().catch(failed)}
            />
          )}
          <InvoiceFields form={form} id={id} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!amount?.trim() || !description?.trim() || isSubmitting || !edit.ready || edit.busy}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
