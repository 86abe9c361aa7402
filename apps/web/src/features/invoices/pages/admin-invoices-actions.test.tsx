import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { dana, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminInvoicesPage } from "./admin-invoices-page";

const url = "/admin/invoices";
const [design] = danielsInvoices as [(typeof danielsInvoices)[0]];

/** Everyone's invoices searched as the server does, the clients to choose from, and the writes. */
function serve(writes: { create?: () => Response; remove?: () => Response } = {}) {
  const asked: URLSearchParams[] = [];
  mockApi.use(
    signedInAs(dana),
    invoiceHandlers.clients(),
    invoiceHandlers.admin(({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const search = (query.get("search") ?? "").toLowerCase();
      const found = danielsInvoices.filter((i) => `${i.invoiceNumber} ${i.description}`.toLowerCase().includes(search));
      return HttpResponse.json(invoiceList(found, danielsInvoices.length));
    }),
    http.post("/api/admin/invoices", writes.create ?? (() => HttpResponse.json({ id: "new" }, { status: 201 }))),
    http.delete("/api/admin/invoices/:id", writes.remove ?? (() => new HttpResponse(null, { status: 204 }))),
    http.post("/api/admin/invoices/test", () => HttpResponse.json({ id: "test" }, { status: 201 })),
  );
  return { asked, seen: recordRequests() };
}

/** Picks Daniel in a client search box (the one the box controls: the test card has its own). */
async function pickDaniel(box: HTMLElement) {
  fireEvent.change(box, { target: { value: "daniel" } });
  const options = () => document.getElementById(box.getAttribute("aria-controls") ?? "")?.querySelectorAll('[role="option"]');
  await waitFor(() => expect(options()).toHaveLength(1));
  fireEvent.keyDown(box, { key: "ArrowDown" });
  fireEvent.keyDown(box, { key: "Enter" });
  expect((box as HTMLInputElement).value).toBe("Daniel Brooks (daniel@brooksbakery.com)");
}

/** Opens Add Invoice and picks Daniel in the client search. */
async function startInvoice() {
  fireEvent.click(await screen.findByRole("button", { name: "Add Invoice" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Invoice" });
  await pickDaniel(within(dialog).getByRole("combobox", { name: "Client" }));
  return dialog;
}

// The client search waits for typing to pause before it asks: on a loaded machine a test takes over 15 s.
describe("the admin's invoices: adding, deleting and filtering", { timeout: 30_000 }, () => {
  it("keeps Create Invoice disabled until a client, an amount and a description are given, then sends them as a form", async () => {
    const { asked, seen } = serve();
    await renderScreen(<AdminInvoicesPage />, { url });
    const dialog = await startInvoice();
    expect(within(dialog).getByText("The invoice number is generated automatically.")).toBeTruthy();
    const create = within(dialog).getByRole("button", { name: "Create Invoice" });
    expect(create).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Amount ($)"), { target: { value: "1200.50" } });
    expect(create).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Logo design" } });
    await waitFor(() => expect(create).toHaveProperty("disabled", false));
    const reads = asked.length;
    fireEvent.click(create);
    expect(await screen.findByText("Invoice created successfully")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", "/api/admin/invoices");
    const form = await post?.formData();
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      clientId: design.clientId,
      amount: "1200.50",
      description: "Logo design",
      status: "pending",
    });
    expect(post?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(asked.length).toBeGreaterThan(reads));
  });

  it("refuses a file that is not a PDF, JPG or PNG, and blocks Create until it is removed", async () => {
    serve();
    await renderScreen(<AdminInvoicesPage />, { url });
    const dialog = await startInvoice();
    fireEvent.change(within(dialog).getByLabelText("Amount ($)"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Hosting" } });
    const notes = new File(["just some text"], "invoice.pdf", { type: "application/pdf" });
    fireEvent.change(within(dialog).getByLabelText("File (optional)"), { target: { files: [notes] } });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "invoice.pdf is not a PDF, JPG or PNG file. Please choose another file.",
    );
    const create = within(dialog).getByRole("button", { name: "Create Invoice" });
    expect(create).toHaveProperty("disabled", true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove file" }));
    await waitFor(() => expect(create).toHaveProperty("disabled", false));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("says when the invoice could not be created, in the dialog and as a toast", async () => {
    serve({ create: () => apiError(500, "internal") });
    await renderScreen(<AdminInvoicesPage />, { url });
    const dialog = await startInvoice();
    fireEvent.change(within(dialog).getByLabelText("Amount ($)"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Hosting" } });
    const create = within(dialog).getByRole("button", { name: "Create Invoice" });
    await waitFor(() => expect(create).toHaveProperty("disabled", false));
    fireEvent.click(create);
    await waitFor(() => expect(screen.getAllByText("Failed to create invoice")).toHaveLength(2));
    expect(screen.getByRole("dialog", { name: "Add Invoice" })).toBeTruthy();
  });

  it("deletes an invoice after saying it and its file go for good", async () => {
    const { seen } = serve();
    await renderScreen(<AdminInvoicesPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Delete invoice INV-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete invoice?" });
    expect(within(dialog).getByText("Invoice INV-1002 and its file will be permanently deleted.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Invoice deleted successfully")).toBeTruthy();
    expect(requestsTo(seen, "DELETE", `/api/admin/invoices/${design.id}`)).toHaveLength(1);
  });

  it("says when an invoice could not be deleted", async () => {
    serve({ remove: () => apiError(500, "internal") });
    await renderScreen(<AdminInvoicesPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Delete invoice INV-1002" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete invoice")).toBeTruthy();
  });

  it("searches in the URL with badges 'n of m invoices', and Clear Filters brings every invoice back", async () => {
    const { asked } = serve();
    const { location } = await renderScreen(<AdminInvoicesPage />, { url });
    expect(await screen.findByText("2 of 2 invoices")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search invoices" }), { target: { value: "social" } });
    expect(location().search).toBe("?search=social");
    expect(await screen.findByText("1 of 2 invoices")).toBeTruthy();
    expect(screen.getByText("Search: social")).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get("search")).toBe("social"));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search invoices" }), { target: { value: "nothing" } });
    expect(await screen.findByText("No invoices found matching your filters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(location().search).toBe(""));
    expect(await screen.findByText("2 of 2 invoices")).toBeTruthy();
  });

  it("shows the dates chosen as dd/MM/yyyy badges", async () => {
    serve();
    await renderScreen(<AdminInvoicesPage />, { url: `${url}?from=2026-11-01&to=2026-11-30` });
    expect(await screen.findByText("From: 01/11/2026")).toBeTruthy();
    expect(screen.getByText("To: 30/11/2026")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "From date" })).toHaveProperty("value", "01/11/2026");
  });

  it("refuses a From date after the To date, and asks the server nothing for it", async () => {
    const { asked } = serve();
    await renderScreen(<AdminInvoicesPage />, { url: `${url}?from=2026-11-30&to=2026-11-01` });
    expect(await screen.findByText("The From date must not be after the To date")).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it("creates a paid test invoice for the client chosen", async () => {
    const { seen } = serve();
    await renderScreen(<AdminInvoicesPage />, { url });
    const card = (await screen.findByRole("form", { name: "Test invoice" })) as HTMLElement;
    expect(within(card).getByLabelText("Amount ($)")).toHaveProperty("value", "29.99");
    await pickDaniel(within(card).getByRole("combobox", { name: "Client" }));
    const create = within(card).getByRole("button", { name: "Create test invoice" });
    await waitFor(() => expect(create).toHaveProperty("disabled", false));
    // happy-dom does not submit this natively validated form from its button's click: submit it as the click would.
    fireEvent.submit(card);
    expect(await screen.findByText("Test invoice created successfully")).toBeTruthy();
    expect(await requestsTo(seen, "POST", "/api/admin/invoices/test")[0]?.json()).toEqual({
      clientId: design.clientId,
      amount: "29.99",
      billingType: "one_time",
      description: "Test invoice",
    });
  });

  it("reads the delete question and the test invoice card in Hebrew", async () => {
    serve();
    await renderScreen(<AdminInvoicesPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("form", { name: "חשבונית בדיקה" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "צור חשבונית בדיקה" })).toHaveProperty("disabled", true);
    fireEvent.click(await screen.findByRole("button", { name: "הוספת חשבונית" }));
    expect(await screen.findByRole("dialog", { name: "הוספת חשבונית" })).toBeTruthy();
  });
});
