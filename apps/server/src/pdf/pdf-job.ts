import type { ReviewedPage } from "@portal/shared/milestone-contracts";

/**
 * The PDFs the portal renders, as jobs for the PDF process (decision 136): what each renderer takes,
 * defined here so the callers, the process and the renderers share one contract without importing
 * each other.
 */
export type PdfJob =
  | { kind: "invoice"; input: InvoicePdfInput; issuer: InvoiceIssuer }
  | { kind: "certificate"; input: CertificateInput };

export interface InvoicePdfInput {
  invoiceNumber: string;
  invoiceDate: string;
  clientEmail: string;
  description: string;
  featureOrPackageName: string | null;
  billingType: string | null;
  amountCents: number;
  status: string;
}

/** Who issues the invoice: the agency's name and its invoicing settings (empty fields are left out). */
export interface InvoiceIssuer {
  /** The agency's name, printed when no legal name is set. */
  name: string;
  legalName: string;
  /** May span several lines. */
  address: string;
  taxId: string;
  footerNote: string;
}

/** The facts a sign-off certificate states (decision 098). */
export interface CertificateInput {
  recordId: string;
  agencyName: string;
  client: string;
  milestone: { en: string; he: string };
  signerName: string;
  approvedAt: Date;
  /** The agency's time zone, in which the date is also written. */
  timeZone: string;
  address: string | null;
  browser: string | null;
  demoUrl: string;
  versionLabel: string;
  pages: ReviewedPage[];
  contentSha256: string;
}
