import type { ReceivablesResponse } from "@portal/shared/dashboard-contracts";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { ReceivablesCard } from "./receivables-card";

const owing: ReceivablesResponse = {
  outstandingCents: 75_000,
  overdueCents: 45_000,
  clientCount: 12,
  clients: [
    { clientId: "c1", clientName: "Late Payer", clientEmail: "late@example.com", outstandingCents: 55_000, overdueCents: 45_000 },
    { clientId: "c2", clientName: "Prompt Payer", clientEmail: "prompt@example.com", outstandingCents: 20_000, overdueCents: 0 },
  ],
};
const serve = (answer: ReceivablesResponse | (() => Response)) =>
  mockApi.use(
    http.get("/api/admin/dashboard/receivables", typeof answer === "function" ? answer : () => HttpResponse.json(answer)),
  );

describe("the admin dashboard's outstanding invoices (decision 105)", () => {
  it("shows the totals and each client's outstanding and overdue amounts", async () => {
    serve(owing);
    await renderScreen(<ReceivablesCard />);
    expect(await screen.findByText("$750.00")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Outstanding invoices" })).toBeTruthy();
    expect(screen.getByText("$450.00")).toBeTruthy();
    const rows = within(screen.getByRole("list", { name: "Unpaid invoices per client" })).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Late Payer");
    expect(rows[0]?.textContent).toContain("$550.00 outstanding");
    expect(rows[0]?.textContent).toContain("$450.00 overdue");
    expect(rows[1]?.textContent).not.toContain("overdue");
    expect(screen.getByText("The 2 clients who owe most of 12.")).toBeTruthy();
  });

  it("says when nothing is owed, and when the amounts cannot be loaded", async () => {
    serve({ outstandingCents: 0, overdueCents: 0, clientCount: 0, clients: [] });
    const first = await renderScreen(<ReceivablesCard />);
    expect(await screen.findByText("No unpaid invoices.")).toBeTruthy();
    first.unmount();
    serve(() => apiError(500, "internal"));
    await renderScreen(<ReceivablesCard />);
    expect((await screen.findByRole("alert")).textContent).toBe("The amounts could not be loaded.");
  });

  it("reads in Hebrew, at a phone's width", async () => {
    setViewportWidth(390);
    serve(owing);
    await renderScreen(<ReceivablesCard />, { language: "he" });
    expect(await screen.findByRole("heading", { name: "חשבוניות פתוחות" })).toBeTruthy();
    const rows = within(await screen.findByRole("list", { name: "חשבוניות שלא שולמו לפי לקוח" })).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("$550.00 לתשלום");
    expect(rows[0]?.textContent).toContain("$450.00 באיחור");
  });
});
