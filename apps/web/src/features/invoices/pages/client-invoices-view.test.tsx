import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { ClientInvoicesPage } from "./client-invoices-page";

const url = "/dashboard/invoices";
const [design, social] = danielsInvoices as [InvoiceSummary, InvoiceSummary];
const withFile: InvoiceSummary = {
  ...design,
  file: { id: "file-1002", url: "/api/files/file-1002", fileName: "INV-1002.pdf", contentType: "application/pdf" },
};

const monthlyFeature: InvoiceSummary = { ...social, description: "Monthly plan, November" };
const serve = (invoices: InvoiceSummary[] = [withFile, monthlyFeature], overall = invoices.length) =>
  mockApi.use(signedInAs(daniel), invoiceHandlers.mine(invoiceList(invoices, overall)));

/** The query of each list read the screen made. */
const listReads = (seen: Request[]) => requestsTo(seen, "GET", "/api/invoices").map((r) => new URL(r.url).searchParams);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

afterEach(() => {
  setViewportWidth(1024);
  vi.restoreAllMocks();
});

/** The names the browser was asked to save files under (the click on the download link is caught). */
function catchDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:invoice");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  return saved;
}

describe("the client's invoice table", () => {
  it("shows each invoice's columns: number, description and feature, amount, dates, status, type and billing", async () => {
    serve();
    await renderScreen(<ClientInvoicesPage />, { url });
    const table = await screen.findByRole("table", { name: "Invoices" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent?.trim()),
    ).toEqual(["Invoice #", "Description", "Amount", "Date", "Due Date", "Status", "Type", "Billing", "Actions"]);
    const [, first, second] = within(table).getAllByRole("row") as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("$1,200.00")).toBeTruthy();
    expect(within(first).getByText("Website design")).toBeTruthy();
    // The feature's name goes under a description that does not already say it.
    expect(within(second).getByText("Monthly plan, November").nextElementSibling?.textContent).toBe("Social Media Integration");
    expect(within(first).getAllByText("Nov 1, 2026").length).toBeGreaterThan(0);
    expect(within(first).getAllByText("Nov 15, 2026").length).toBeGreaterThan(0);
    expect(within(first).getAllByText("Manual").length).toBeGreaterThan(0);
    expect(within(first).getByText("Pending")).toBeTruthy();
    expect(cells(second).some((c) => c?.includes("No due date"))).toBe(true);
    expect(within(second).getAllByText("Auto-generated").length).toBeGreaterThan(0);
    expect(within(second).getAllByText("Monthly").length).toBeGreaterThan(0);
    expect(within(second).getByText("$19.00")).toBeTruthy();
  });

  it("opens and downloads an invoice's file, and says an automatic one's PDF is coming", async () => {
    serve();
    const seen = recordRequests();
    const saved = catchDownloads();
    mockApi.use(
      http.get("/api/files/file-1002", () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(8), { headers: { "Content-Type": "application/pdf" } }),
      ),
    );
    await renderScreen(<ClientInvoicesPage />, { url });
    const open = await screen.findByRole("link", { name: "Open the file of invoice INV-1002" });
    expect(open.getAttribute("href")).toBe("/api/files/file-1002");
    expect(open.getAttribute("target")).toBe("_blank");
    fireEvent.click(screen.getByRole("button", { name: "Download the file of invoice INV-1002" }));
    await waitFor(() => expect(requestsTo(seen, "GET", "/api/files/file-1002")).toHaveLength(1));
    expect(new URL(requestsTo(seen, "GET", "/api/files/file-1002")[0]?.url ?? "").search).toBe("?download=1");
    await waitFor(() => expect(saved).toEqual(["INV-1002.pdf"]));
    expect(screen.getByText("PDF will be available soon")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the file of invoice INV-1001" })).toBeNull();
  });

  it("says when a file could not be downloaded", async () => {
    serve();
    mockApi.use(http.get("/api/files/file-1002", () => new HttpResponse(null, { status: 404 })));
    await renderScreen(<ClientInvoicesPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Download the file of invoice INV-1002" }));
    expect(await screen.findByText("Failed to download file")).toBeTruthy();
  });

  it("searches as the client types, keeping the search in the URL and a badge", async () => {
    serve();
    const seen = recordRequests();
    const { location } = await renderScreen(<ClientInvoicesPage />, { url });
    await screen.findByRole("table", { name: "Invoices" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search invoices" }), { target: { value: "social" } });
    await waitFor(() => expect(listReads(seen).some((q) => q.get("search") === "social")).toBe(true));
    expect(location().search).toBe("?search=social");
    expect(screen.getByText("Search: social")).toBeTruthy();
  });

  it("filters by the dates in the URL, shows them as dd/MM/yyyy, and Clear removes every filter", async () => {
    serve([social], 2);
    const seen = recordRequests();
    const { location } = await renderScreen(<ClientInvoicesPage />, { url: `${url}?from=2026-10-01&to=2026-10-31` });
    expect(await screen.findByText("1 of 2 invoices")).toBeTruthy();
    expect(screen.getByText("From: 01/10/2026")).toBeTruthy();
    expect(screen.getByText("To: 31/10/2026")).toBeTruthy();
    const [read] = listReads(seen);
    expect(read?.get("from")).toBe("2026-10-01");
    expect(read?.get("to")).toBe("2026-10-31");
    expect((screen.getByRole("textbox", { name: "From date" }) as HTMLInputElement).value).toBe("01/10/2026");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(location().search).toBe(""));
    expect(screen.queryByText(/^From: /)).toBeNull();
    expect(screen.getByRole("button", { name: "Clear" })).toHaveProperty("disabled", true);
  });

  it("takes a From date typed as dd/MM/yyyy", async () => {
    serve();
    const { location } = await renderScreen(<ClientInvoicesPage />, { url });
    await screen.findByRole("table", { name: "Invoices" });
    fireEvent.change(screen.getByRole("textbox", { name: "From date" }), { target: { value: "15/10/2026" } });
    await waitFor(() => expect(location().search).toBe("?from=2026-10-15"));
    expect(screen.getByText("From: 15/10/2026")).toBeTruthy();
  });

  it("refuses a From date after the To date, without asking the server", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<ClientInvoicesPage />, { url: `${url}?from=2026-11-30&to=2026-11-01` });
    expect((await screen.findByRole("alert")).textContent).toBe("The From date must not be after the To date");
    expect(listReads(seen)).toHaveLength(0);
  });

  it("asks again with Refresh", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<ClientInvoicesPage />, { url });
    await screen.findByRole("table", { name: "Invoices" });
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listReads(seen)).toHaveLength(2));
  });

  it("sorts by a column header, asking the server in that order", async () => {
    serve();
    const seen = recordRequests();
    const { location } = await renderScreen(<ClientInvoicesPage />, { url });
    const table = await screen.findByRole("table", { name: "Invoices" });
    fireEvent.click(within(table).getByRole("button", { name: /Amount/ }));
    await waitFor(() => expect(location().search).toContain("sort=amount"));
    await waitFor(() => expect(listReads(seen).some((q) => q.get("sort") === "amount")).toBe(true));
  });

  it("shows cards below 768 px, with the same facts and actions", async () => {
    setViewportWidth(390);
    serve();
    await renderScreen(<ClientInvoicesPage />, { url });
    const list = await screen.findByRole("list", { name: "Invoices" });
    expect(screen.queryByRole("table")).toBeNull();
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(first).getByText("INV-1002")).toBeTruthy();
    expect(within(first).getByText("$1,200.00")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Pay invoice INV-1002" })).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Open the file of invoice INV-1002" })).toBeTruthy();
    expect(within(second).getByText("No due date")).toBeTruthy();
    expect(within(second).getByText("PDF will be available soon")).toBeTruthy();
  });

  it("reads in Hebrew: columns, dates with Hebrew months, and no due date", async () => {
    serve();
    await renderScreen(<ClientInvoicesPage />, { url, language: "he" });
    const table = await screen.findByRole("table", { name: "חשבוניות" });
    expect(within(table).getByRole("columnheader", { name: "תאריך לתשלום" })).toBeTruthy();
    expect(within(table).getAllByText("1 בנוב׳ 2026").length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/אין תאריך לתשלום/).length).toBeGreaterThan(0);
    expect(screen.getByText("2 מתוך 2 חשבוניות")).toBeTruthy();
    expect(screen.getByText("קובץ ה-PDF יהיה זמין בקרוב")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
