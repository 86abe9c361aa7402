import type { InvoiceClient, InvoiceListResponse, InvoiceSummary } from "@portal/shared/invoice-contracts";
import type { EditableInvoice } from "@portal/shared/invoice-edit-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";
import { daniel } from "./session";

const invoice = (changes: Partial<InvoiceSummary> & Pick<InvoiceSummary, "id" | "invoiceNumber">): InvoiceSummary => ({
  paymentLink: changes.status === "paid" ? null : `/dashboard/invoices?pay=${changes.id}`,
  clientId: daniel.id,
  clientEmail: daniel.email,
  clientName: daniel.fullName,
  amountCents: 120_000,
  description: "Website design",
  featureOrPackageName: null,
  invoiceDate: "2026-11-01",
  dueDate: "2026-11-15",
  status: "pending",
  purchaseType: "manual",
  billingType: null,
  paidByCheckout: false,
  file: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...changes,
});

/** Daniel's invoices: the design (pending, with its payment link) and a monthly feature paid through checkout. */
export const danielsInvoices: InvoiceSummary[] = [
  invoice({ id: "a1f0c7de-0001-4000-8000-000000000001", invoiceNumber: "INV-1002" }),
  invoice({
    id: "a1f0c7de-0001-4000-8000-000000000002",
    invoiceNumber: "INV-1001",
    amountCents: 1900,
    description: "Social Media Integration",
    featureOrPackageName: "Social Media Integration",
    invoiceDate: "2026-10-20",
    dueDate: null,
    status: "paid",
    purchaseType: "automatic",
    billingType: "monthly",
    paidByCheckout: true,
  }),
];

/** A list answer with `invoices` (and the overall count before filters). */
export const invoiceList = (invoices: InvoiceSummary[], overall = invoices.length): InvoiceListResponse => ({
  invoices,
  ...pageOf(invoices, { overall }),
});

/** An invoice as the edit dialog reads it. */
export const editable = (summary: InvoiceSummary, changes: Partial<EditableInvoice> = {}): EditableInvoice => ({
  id: summary.id,
  invoiceNumber: summary.invoiceNumber,
  amountCents: summary.amountCents,
  description: summary.description,
  dueDate: summary.dueDate,
  status: summary.status,
  paidByCheckout: summary.paidByCheckout,
  ...changes,
});

type Answer = HttpResponseResolver;
const answer = (a: Answer | InvoiceListResponse): Answer => (typeof a === "function" ? a : () => HttpResponse.json(a));

export const invoiceHandlers = {
  /** `GET /api/invoices`: the client's own. */
  mine: (a: Answer | InvoiceListResponse) => http.get("/api/invoices", answer(a)),
  /** `POST /api/billing/invoices/:invoiceId/checkout`: the checkout of an unpaid invoice. */
  checkout: (a: Answer) => http.post("/api/billing/invoices/:invoiceId/checkout", a),
  /** `GET /api/admin/invoices`: everyone's. */
  admin: (a: Answer | InvoiceListResponse) => http.get("/api/admin/invoices", answer(a)),
  /** `GET /api/admin/invoices/clients`: whom an invoice can be made for. */
  clients: (
    clients: InvoiceClient[] = [{ id: daniel.id, email: daniel.email, fullName: daniel.fullName, phone: daniel.phone }],
  ) => http.get("/api/admin/invoices/clients", () => HttpResponse.json({ clients })),
  /** `GET /api/admin/invoices/:id`: one invoice for the edit dialog, with its ETag. */
  one: (invoice: EditableInvoice, etag = '"7"') =>
    http.get(`/api/admin/invoices/${invoice.id}`, () => HttpResponse.json(invoice, { headers: { ETag: etag } })),
  /** `PATCH /api/admin/invoices/:id`. */
  update: (a: Answer) => http.patch("/api/admin/invoices/:invoiceId", a),
};
