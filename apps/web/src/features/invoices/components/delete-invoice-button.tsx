import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useDeleteInvoice } from "../api/delete-invoice";

/** Deletes an invoice (and its file) after a confirmation. */
export function DeleteInvoiceButton({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  const [open, setOpen] = useState(false);
  const remove = useDeleteInvoice();

  const confirm = async () => {
    try {
      await remove.mutateAsync(invoice.id);
      toast.success(t("deleteSuccess"));
      setOpen(false);
    } catch (error) {
      toast.error(t("deleteFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          aria-label={t("deleteInvoiceOf", { number: invoice.invoiceNumber })}
          title={t("delete")}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("deleteTitle")}</DialogTitle>
        <DialogDescription>{t("deleteDescription", { number: invoice.invoiceNumber })}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t("deleting") : t("delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
