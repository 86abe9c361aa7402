import type { DevOutboxMail, DevOutboxPage as OutboxPage } from "@portal/shared/notification-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { pageOf } from "@/test/api/page";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { DevOutboxPage } from "./dev-outbox-page";

const url = "/admin/dev-outbox";

/** The invoice e-mail Daniel was sent, kept in the outbox. */
const invoiceMail: DevOutboxMail = {
  id: "2026-11-20T12-00-05-000Z-invoice",
  to: "daniel@brooksbakery.com",
  subject: "New invoice INV-1002",
  sentAt: "2026-11-20T12:00:05.000Z",
  text: "Hello Daniel,\nINV-1002 is ready.",
  html: "<p>Hello Daniel,</p><p>INV-1002 is ready.</p>",
  headers: { From: "Harbour & Pine <mail@harbourpine.example>", "Message-ID": "<abc@harbourpine.example>" },
};
const welcomeMail: DevOutboxMail = {
  ...invoiceMail,
  id: "2026-11-19T08-00-00-000Z-welcome",
  subject: "Welcome to Harbour & Pine",
  sentAt: "2026-11-19T08:00:00.000Z",
  html: null,
  text: "Welcome!",
};
const mails = [invoiceMail, welcomeMail];
const summary = ({ id, to, subject, sentAt }: DevOutboxMail) => ({ id, to, subject, sentAt });

function serve(list: OutboxPage | (() => Response | Promise<never>) = { mails: mails.map(summary), ...pageOf(mails) }) {
  mockApi.use(
    http.get("/api/admin/dev-outbox", typeof list === "function" ? list : () => HttpResponse.json(list)),
    http.get("/api/admin/dev-outbox/mails/:id", ({ params }) => {
      const mail = mails.find((m) => m.id === params.id);
      return mail ? HttpResponse.json(mail) : apiError(404, "not_found");
    }),
  );
}

describe("the Dev Outbox", () => {
  it("says the e-mails are loading under its title", async () => {
    serve(neverAnswered);
    await renderScreen(<DevOutboxPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Dev Outbox" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("lists the kept e-mails, newest first, with when to the second, to whom and about what", async () => {
    serve();
    await renderScreen(<DevOutboxPage />, { url });
    const table = await screen.findByRole("table", { name: "Sent e-mails" });
    const rows = within(table).getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells[2]?.textContent)).toEqual(["New invoice INV-1002", "Welcome to Harbour & Pine"]);
    expect(rows[0]?.cells[0]?.textContent).toMatch(/^Nov 20, 2026, \d\d:00:05$/);
    expect(rows[0]?.cells[1]?.textContent).toBe("daniel@brooksbakery.com");
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–2 of 2");
  });

  it("opens an e-mail from the URL: its HTML in a sandbox without scripts, its text and its headers", async () => {
    serve();
    const { location } = await renderScreen(<DevOutboxPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "New invoice INV-1002" }));
    await waitFor(() => expect(location().search).toBe(`?mail=${invoiceMail.id}`));
    expect(screen.getByRole("button", { name: "New invoice INV-1002" }).getAttribute("aria-current")).toBe("true");
    const frame = await screen.findByTitle("E-mail: New invoice INV-1002");
    expect(frame.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
    expect(frame.getAttribute("srcdoc")).toBe('<base target="_blank"><p>Hello Daniel,</p><p>INV-1002 is ready.</p>');
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Headers" }));
    expect(await screen.findByText("Message-ID")).toBeTruthy();
    expect(screen.getByText("From").nextSibling?.textContent).toBe("Harbour & Pine <mail@harbourpine.example>");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Plain text" }));
    expect((await screen.findByText(/INV-1002 is ready\./, { selector: "pre" })).textContent).toBe(
      "Hello Daniel,\nINV-1002 is ready.",
    );
  });

  it("shows a text-only e-mail as its plain text, the HTML tab disabled", async () => {
    serve();
    await renderScreen(<DevOutboxPage />, { url: `${url}?mail=${welcomeMail.id}` });
    expect(await screen.findByText("Welcome!", { selector: "pre" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "HTML" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("tab", { name: "Plain text" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says when an e-mail is gone, and when it could not be read", async () => {
    serve();
    const first = await renderScreen(<DevOutboxPage />, { url: `${url}?mail=removed` });
    expect(await screen.findByText("Not found. Please refresh the page and try again.")).toBeTruthy();
    first.unmount();
    mockApi.use(http.get("/api/admin/dev-outbox/mails/:id", () => apiError(500, "internal")));
    await renderScreen(<DevOutboxPage />, { url: `${url}?mail=${invoiceMail.id}` });
    expect(await screen.findByText("This e-mail could not be loaded. It may have been removed.")).toBeTruthy();
    // The list still shows beside it.
    expect(screen.getByRole("table", { name: "Sent e-mails" })).toBeTruthy();
  });

  it("says when nothing has been sent yet", async () => {
    serve({ mails: [], ...pageOf([]) });
    await renderScreen(<DevOutboxPage />, { url });
    expect(await screen.findByText("No e-mails have been sent yet.")).toBeTruthy();
  });

  it("says the e-mails could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<DevOutboxPage />, { url });
    expect(await screen.findByText("The e-mails could not be loaded. Please try again.")).toBeTruthy();
  });

  it("reads in Hebrew, with Hebrew dates", async () => {
    serve();
    await renderScreen(<DevOutboxPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1, name: "תיבת דואר יוצא (פיתוח)" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: 'הודעות דוא"ל שנשלחו' });
    expect(within(table).getByRole("columnheader", { name: "נושא" })).toBeTruthy();
    expect(within(table).getAllByRole("row")[1]?.textContent).toMatch(/20 בנוב׳ 2026/);
  });
});
