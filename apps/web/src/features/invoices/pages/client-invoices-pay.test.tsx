import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientInvoicesPage } from "./client-invoices-page";

const [design] = danielsInvoices;
const designId = design?.id ?? "";

const serve = (checkout: Parameters<typeof invoiceHandlers.checkout>[0] = neverAnswered) =>
  mockApi.use(signedInAs(daniel), invoiceHandlers.mine(invoiceList(danielsInvoices)), invoiceHandlers.checkout(checkout));

describe("paying an invoice (decision 105)", () => {
  it("offers Pay on the unpaid invoice only, and opens its checkout", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    const table = await screen.findByRole("table", { name: "Invoices" });
    const rows = within(table).getAllByRole("row");
    const pay = within(rows[1] as HTMLElement).getByRole("button", { name: "Pay invoice INV-1002" });
    expect(pay.textContent).toBe("Pay");
    expect(within(rows[2] as HTMLElement).queryByRole("button", { name: /Pay/ })).toBeNull();
    fireEvent.click(pay);
    await waitFor(() => expect(requestsTo(seen, "POST", `/billing/invoices/${designId}/checkout`)).toHaveLength(1));
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens the checkout when the page is reached by the invoice's payment link", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<ClientInvoicesPage />, { url: `/dashboard/invoices?pay=${designId}` });
    await waitFor(() => expect(requestsTo(seen, "POST", `/billing/invoices/${designId}/checkout`)).toHaveLength(1));
  });

  it("says when the invoice was paid meanwhile", async () => {
    serve(() => apiError(409, "invoice_already_paid"));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    fireEvent.click(await screen.findByRole("button", { name: "Pay invoice INV-1002" }));
    expect(await screen.findByText("Payment Error")).toBeTruthy();
    expect(screen.getByText("This invoice is already paid.")).toBeTruthy();
  });

  it("says the payment was received when the checkout returns", async () => {
    serve(() => HttpResponse.json({ url: "http://localhost/checkout" }));
    await renderScreen(<ClientInvoicesPage />, { url: `/dashboard/invoices?paid=${designId}` });
    expect(await screen.findByText("Payment Successful!")).toBeTruthy();
  });

  it("reads in Hebrew", async () => {
    serve();
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices", language: "he" });
    const pay = await screen.findByRole("button", { name: "תשלום חשבונית INV-1002" });
    expect(pay.textContent).toBe("תשלום");
  });
});
