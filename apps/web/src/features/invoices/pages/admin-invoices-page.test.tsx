import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { danielsInvoices, editable, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminInvoicesPage } from "./admin-invoices-page";

const [design, paidFeature] = danielsInvoices as [(typeof danielsInvoices)[0], (typeof danielsInvoices)[0]];
const url = "/admin/invoices";

function serve(answer: Parameters<typeof invoiceHandlers.admin>[0], profile = dana) {
  mockApi.use(signedInAs(profile), invoiceHandlers.clients(), invoiceHandlers.admin(answer));
}

/** Opens Edit on the design invoice and sets its amount. */
async function editAmount(value: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Edit invoice INV-1002" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit invoice INV-1002" });
  const amount = within(dialog).getByLabelText("Amount ($)") as HTMLInputElement;
  await waitFor(() => expect(within(dialog).getByRole("button", { name: "Save Changes" })).toHaveProperty("disabled", false));
  fireEvent.change(amount, { target: { value } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
  return dialog;
}

describe("the admin's invoices", () => {
  it("says the invoices are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<AdminInvoicesPage />, { url });
    expect(screen.getByText("Loading invoices…")).toBeTruthy();
  });

  it("lists every client's invoices with the Client column, and locks the one paid through checkout", async () => {
    serve(invoiceList(danielsInvoices));
    await renderScreen(<AdminInvoicesPage />, { url });
    const table = await screen.findByRole("table", { name: "Invoices" });
    expect(within(table).getByRole("columnheader", { name: "Client" })).toBeTruthy();
    expect(within(table).getAllByText("Daniel Brooks").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Edit invoice INV-1002" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "Edit invoice INV-1001" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Paid through checkout: cannot be edited or deleted")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Export CSV/ })).toBeTruthy();
  });

  it("offers to create the first invoice when there are none", async () => {
    serve(invoiceList([]));
    await renderScreen(<AdminInvoicesPage />, { url });
    expect(await screen.findByText("No invoices found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create First Invoice" })).toBeTruthy();
  });

  it("says the invoices could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<AdminInvoicesPage />, { url });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch invoices");
  });

  it("saves only the amount changed, with the version it was read from, and says so", async () => {
    serve(invoiceList(danielsInvoices));
    mockApi.use(
      invoiceHandlers.one(editable(design)),
      invoiceHandlers.update(() => HttpResponse.json({ id: design.id, invoiceNumber: design.invoiceNumber })),
    );
    const seen = recordRequests();
    await renderScreen(<AdminInvoicesPage />, { url });
    await editAmount("1350.00");
    expect(await screen.findByText("Invoice updated successfully")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `/api/admin/invoices/${design.id}`);
    expect(patch?.headers.get("If-Match")).toBe('"7"');
    expect(await patch?.json()).toEqual({ amount: "1350.00" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps an amount typed while the invoice was still being read, and saves it", async () => {
    serve(invoiceList(danielsInvoices));
    let answerRead = () => {};
    const read = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    mockApi.use(
      http.get(`/api/admin/invoices/${design.id}`, async () => {
        await read;
        return HttpResponse.json(editable(design), { headers: { ETag: '"7"' } });
      }),
      invoiceHandlers.update(() => HttpResponse.json({ id: design.id, invoiceNumber: design.invoiceNumber })),
    );
    const seen = recordRequests();
    await renderScreen(<AdminInvoicesPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Edit invoice INV-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit invoice INV-1002" });
    const amount = within(dialog).getByLabelText("Amount ($)") as HTMLInputElement;
    fireEvent.change(amount, { target: { value: "400" } });
    answerRead();
    const save = within(dialog).getByRole("button", { name: "Save Changes" });
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    expect(amount.value).toBe("400");
    fireEvent.click(save);
    expect(await screen.findByText("Invoice updated successfully")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `/api/admin/invoices/${design.id}`);
    expect(await patch?.json()).toEqual({ amount: "400" });
  });

  it("on an edit conflict says who saved first and what, keeps the dialog open and saves nothing", async () => {
    serve(invoiceList(danielsInvoices));
    mockApi.use(
      invoiceHandlers.one(editable(design)),
      invoiceHandlers.update(() =>
        apiError(412, "edit_conflict", {
          etag: '"8"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "status", value: "paid" }],
        }),
      ),
    );
    await renderScreen(<AdminInvoicesPage />, { url });
    const dialog = await editAmount("1350.00");
    const notice = await within(dialog).findByRole("alert");
    expect(within(notice).getByText("Someone else saved this first")).toBeTruthy();
    expect(within(notice).getByText(/^Maya Cohen set Status to Paid/)).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Re-apply my changes" })).toBeTruthy();
    expect(screen.queryByText("Invoice updated successfully")).toBeNull();
  });

  it("reads in Hebrew, with the edit conflict in Hebrew", async () => {
    serve(invoiceList([design, paidFeature]));
    mockApi.use(
      invoiceHandlers.one(editable(design)),
      invoiceHandlers.update(() =>
        apiError(412, "edit_conflict", { etag: '"8"', changedAt: new Date().toISOString(), changedBy: null, changes: [] }),
      ),
    );
    await renderScreen(<AdminInvoicesPage />, { url, language: "he" });
    const table = await screen.findByRole("table", { name: "חשבוניות" });
    expect(within(table).getByRole("columnheader", { name: "לקוח" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "עריכת חשבונית INV-1002" }));
    const dialog = await screen.findByRole("dialog", { name: "עריכת חשבונית INV-1002" });
    const save = within(dialog).getByRole("button", { name: "שמירת השינויים" });
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    fireEvent.change(within(dialog).getByLabelText("סכום ($)"), { target: { value: "99.00" } });
    fireEvent.click(save);
    expect(await within(dialog).findByText("מישהו אחר שמר קודם")).toBeTruthy();
  });

  it("shows a project manager every invoice without a button that changes one (decision 096)", async () => {
    serve(invoiceList(danielsInvoices), danaAs("project_manager"));
    await renderScreen(<AdminInvoicesPage />, { url });
    const table = await screen.findByRole("table", { name: "Invoices" });
    expect(within(table).getAllByText("INV-1002").length).toBeGreaterThan(0);
    expect(within(table).getAllByText("Daniel Brooks").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: /Export CSV/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Invoice" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit invoice INV-1002" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete invoice INV-1002" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Select INV-1002" })).toBeNull();
    expect(screen.queryByText("Test invoice")).toBeNull();
  });

  it("gives an accountant the write buttons and the test invoice card", async () => {
    serve(invoiceList(danielsInvoices), danaAs("accountant"));
    await renderScreen(<AdminInvoicesPage />, { url });
    await screen.findByRole("table", { name: "Invoices" });
    expect(screen.getByRole("button", { name: "Add Invoice" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit invoice INV-1002" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("checkbox", { name: "Select INV-1002" })).toBeTruthy();
    expect(screen.getByText("Test invoice")).toBeTruthy();
  });

  it("shows a project manager with no invoices the empty list without Create First Invoice", async () => {
    serve(invoiceList([]), danaAs("project_manager"));
    await renderScreen(<AdminInvoicesPage />, { url });
    expect(await screen.findByText("No invoices found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create First Invoice" })).toBeNull();
  });
});
