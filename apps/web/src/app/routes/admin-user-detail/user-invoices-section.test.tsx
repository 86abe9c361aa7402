import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dana } from "@/test/api/session";
import { renderWithApp } from "@/test/render";
import { UserInvoicesSection } from "./user-invoices-section";

afterEach(() => vi.unstubAllGlobals());

const invoice = (changes: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: "i1",
  invoiceNumber: "INV-0001",
  clientId: "c1",
  clientEmail: "daniel@brooksbakery.com",
  clientName: "Daniel Brooks",
  amountCents: 1900,
  description: "Social Media Integration",
  featureOrPackageName: null,
  paymentLink: null,
  invoiceDate: "2026-11-01",
  dueDate: null,
  status: "paid",
  purchaseType: "automatic",
  billingType: "monthly",
  paidByCheckout: false,
  file: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...changes,
});

describe("the invoices on a client's user page", () => {
  it("disables Edit and Delete of an invoice paid through checkout, with the reason, as Invoices does", async () => {
    const invoices = [
      invoice({ id: "paid", invoiceNumber: "INV-0001", paidByCheckout: true }),
      invoice({ id: "open", invoiceNumber: "INV-0002" }),
    ];
    const body = { invoices, total: 2, overall: 2, page: 1, pageSize: 20, totalIsAtLeast: false };
    // The session (an owner, who may change invoices) and the client's invoices.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(url.endsWith("/api/session") ? { profile: dana } : body), { status: 200 }),
      ),
    );
    renderWithApp(<UserInvoicesSection client={{ id: "c1", email: "c1@example.test", fullName: "Client One" }} />);

    const edit = await screen.findByRole("button", { name: "Edit invoice INV-0001" });
    const remove = screen.getByRole("button", { name: "Delete invoice INV-0001" });
    expect(edit).toHaveProperty("disabled", true);
    expect(remove).toHaveProperty("disabled", true);
    const reason = document.getElementById(edit.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toMatch(/checkout/i);
    expect(screen.getByRole("button", { name: "Edit invoice INV-0002" })).toHaveProperty("disabled", false);
  });
});
