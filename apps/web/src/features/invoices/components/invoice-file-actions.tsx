import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { Download, ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { downloadInvoiceFile } from "../api/download-invoice-file";

/** Open and download the invoice's file, or say when an automatic invoice's PDF is not there yet. */
export function InvoiceFileActions({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  const [downloading, setDownloading] = useState(false);
  const { file } = invoice;
  if (!file) {
    return (
      <span className="block max-w-24 text-xs text-slate-500">
        {invoice.purchaseType === "automatic" ? t("pdfSoon") : t("noFile")}
      </span>
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoiceFile(file);
    } catch {
      toast.error(t("errorTitle"), { description: t("downloadFailed") });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex items-center gap-1">
      <a
        href={file.url}
        target="_blank"
        rel="noreferrer"
        className={buttonVariants({ variant: "ghost", size: "icon", className: "size-8" })}
        aria-label={t("openFileOf", { number: invoice.invoiceNumber })}
        title={t("openFile")}
      >
        <ExternalLink aria-hidden="true" />
      </a>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={download}
        disabled={downloading}
        aria-label={t("downloadFileOf", { number: invoice.invoiceNumber })}
        title={t("downloadFile")}
      >
        <Download aria-hidden="true" />
      </Button>
    </div>
  );
}
