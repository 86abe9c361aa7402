import { renderInvoicePdf } from "../modules/invoices/index.ts";
import { renderCertificatePdf } from "../modules/milestones/index.ts";
import type { PdfJob } from "./pdf-job.ts";

/** Renders one job; runs in the PDF process, where pdf-lib, fontkit and the fonts are loaded. */
export function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "invoice":
      return renderInvoicePdf(job.input, job.issuer);
    case "certificate":
      return renderCertificatePdf(job.input);
  }
}
