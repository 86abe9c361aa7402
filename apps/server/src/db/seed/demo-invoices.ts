import type { BillingType, InvoiceStatus } from "@portal/shared/constants";
import { eq } from "drizzle-orm";
import { getAgencySettings } from "../../modules/agency/index.ts";
import { storeUpload } from "../../modules/files/index.ts";
import { attachGeneratedPdf, INVOICE_FILE_MAX_BYTES, invoiceIssuer } from "../../modules/invoices/index.ts";
import { renderPdf } from "../../pdf/render-pdf.ts";
import { invoices } from "../schema/index.ts";
import type { DemoContext } from "./demo-context.ts";
import { insertInvoice } from "./invoices-factories.ts";

interface DemoInvoice {
  amountCents: number;
  description: string;
  daysAgo: number;
  /** Days after the invoice date; null for no due date. */
  dueInDays: number | null;
  status: InvoiceStatus;
  /** Auto-generated invoices carry the feature and billing; manual ones do not. */
  automatic?: { feature: string; billing: BillingType; withPdf: boolean };
  /** Manual invoices: whether the admin attached a PDF. */
  pdf?: boolean;
}

const DEMO_INVOICES: Record<"daniel@brooksbakery.com" | "noa@shapiroyoga.co.il", DemoInvoice[]> = {
  "daniel@brooksbakery.com": [
    {
      amountCents: 150_000,
      description: "Website design and build - deposit",
      daysAgo: 62,
      dueInDays: 14,
      status: "paid",
      pdf: true,
    },
    {
      amountCents: 25_000,
      description: "Logo refresh",
      daysAgo: 40,
      dueInDays: 30,
      status: "overdue",
      pdf: true,
    },
    {
      amountCents: 4_900,
      description: "Contact Form",
      daysAgo: 21,
      dueInDays: null,
      status: "paid",
      automatic: { feature: "Contact Form", billing: "one_time", withPdf: true },
    },
    {
      amountCents: 150_000,
      description: "Website design and build - final payment",
      daysAgo: 6,
      dueInDays: 30,
      status: "pending",
      pdf: true,
    },
    {
      amountCents: 1_500,
      description: "Site analytics dashboard",
      daysAgo: 2,
      dueInDays: null,
      status: "paid",
      automatic: { feature: "Site Analytics", billing: "monthly", withPdf: false },
    },
  ],
  "noa@shapiroyoga.co.il": [
    {
      amountCents: 120_000,
      description: "Yoga studio website - deposit",
      daysAgo: 50,
      dueInDays: null,
      status: "paid",
      pdf: true,
    },
    {
      amountCents: 30_000,
      description: "Class schedule page",
      daysAgo: 35,
      dueInDays: 21,
      status: "overdue",
      pdf: true,
    },
    {
      amountCents: 7_900,
      description: "Online Booking",
      daysAgo: 12,
      dueInDays: null,
      status: "paid",
      automatic: { feature: "Online Booking", billing: "one_time", withPdf: true },
    },
    {
      amountCents: 18_000,
      description: "Hosting and domain - first year",
      daysAgo: 4,
      dueInDays: null,
      status: "pending",
    },
  ],
};

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Invoices for the demo clients: every status, manual with PDFs and auto-generated, with and without due dates. */
export async function seedDemoInvoices(ctx: DemoContext): Promise<void> {
  const issuer = invoiceIssuer(await getAgencySettings(ctx.db));
  for (const [email, list] of Object.entries(DEMO_INVOICES)) {
    const client = ctx.people[email as keyof typeof DEMO_INVOICES];
    for (const demo of list) {
      const invoiceDate = isoDaysFromToday(-demo.daysAgo);
      const row = await insertInvoice(ctx.db, {
        clientId: client.id,
        clientEmail: client.email,
        amountCents: demo.amountCents,
        description: demo.description,
        invoiceDate,
        dueDate: demo.dueInDays === null ? null : isoDaysFromToday(demo.dueInDays - demo.daysAgo),
        status: demo.status,
        // Paid on the day it was issued, so the dashboard's revenue chart spreads over the months.
        paidAt: demo.status === "paid" ? new Date(`${invoiceDate}T12:00:00Z`) : undefined,
        purchaseType: demo.automatic ? "automatic" : "manual",
        billingType: demo.automatic?.billing ?? null,
        featureOrPackageName: demo.automatic?.feature ?? null,
      });
      if (demo.automatic?.withPdf) await attachGeneratedPdf(ctx, row);
      if (demo.pdf) {
        // Stands in for the PDF an admin would upload for a manual invoice.
        const fileName = `${row.invoiceNumber}.pdf`;
        const stored = await storeUpload(ctx, {
          ownerId: client.id,
          purpose: "invoice_file",
          file: new File([await renderPdf({ kind: "invoice", input: row, issuer })], fileName, { type: "application/pdf" }),
          kind: "invoice",
          maxBytes: INVOICE_FILE_MAX_BYTES,
          fileName,
        });
        await ctx.db.update(invoices).set({ fileId: stored.id }).where(eq(invoices.id, row.id));
      }
    }
  }
}
