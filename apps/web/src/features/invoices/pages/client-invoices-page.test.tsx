import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientInvoicesPage } from "./client-invoices-page";

const serve = (answer: Parameters<typeof invoiceHandlers.mine>[0]) =>
  mockApi.use(signedInAs(daniel), invoiceHandlers.mine(answer));

describe("the client's invoices", () => {
  it("says the invoices are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    expect(screen.getByRole("heading", { level: 1, name: "Invoices" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading invoices…");
  });

  it("lists the client's own invoices, without the Client column or admin actions", async () => {
    serve(invoiceList(danielsInvoices));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    const table = await screen.findByRole("table", { name: "Invoices" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("INV-1002")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Paid")).toBeTruthy();
    expect(within(table).queryByRole("columnheader", { name: "Client" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit invoice INV-1002" })).toBeNull();
    expect(screen.getByText("2 of 2 invoices")).toBeTruthy();
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–2 of 2");
    // A client sees only their own invoices: no sort by client.
    const sortBy = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect([...sortBy.options].map((o) => o.value)).not.toContain("client");
  });

  it("says when there are no invoices yet", async () => {
    serve(invoiceList([]));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    expect(await screen.findByText("No invoices found")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when the filters in the URL match nothing, and offers to clear them", async () => {
    serve(invoiceList([], 2));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices?search=logo" });
    expect(await screen.findByText("No invoices found matching your filters")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeTruthy();
    expect(screen.getByText("Search: logo")).toBeTruthy();
  });

  it("says the invoices could not be loaded, on the page and in a toast", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices" });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch invoices");
    expect(await screen.findByText("Error")).toBeTruthy();
  });

  it("reads in Hebrew", async () => {
    serve(invoiceList(danielsInvoices));
    await renderScreen(<ClientInvoicesPage />, { url: "/dashboard/invoices", language: "he" });
    expect(await screen.findByRole("table", { name: "חשבוניות" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "חשבוניות" })).toBeTruthy();
    expect(screen.getByText("שולמה")).toBeTruthy();
  });
});
