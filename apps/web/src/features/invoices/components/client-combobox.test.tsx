import type { InvoiceClient } from "@portal/shared/invoice-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { TestInvoiceCard } from "./test-invoice-card";

afterEach(() => vi.unstubAllGlobals());

const client = (n: number, extra: Partial<InvoiceClient> = {}): InvoiceClient => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  email: `scale${n}@example.test`,
  fullName: `Scale Client ${n}`,
  phone: null,
  ...extra,
});
const all = [client(1), client(2, { phone: "+972501234567" }), client(10)];

/** Answers the picker's search as the server would: a fragment of name, e-mail or phone. */
function serve() {
  const fetch = vi.fn((url: string) => {
    const q = new URL(url, "http://portal.test").searchParams.get("q")?.toLowerCase() ?? "";
    const clients = all.filter((c) => `${c.fullName} ${c.email} ${c.phone ?? ""}`.toLowerCase().includes(q));
    return Promise.resolve(
      new Response(JSON.stringify({ clients, hasMore: false }), { headers: { "content-type": "application/json" } }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the client picker (test invoice card)", () => {
  it("is a combobox searched on the server, chosen with the arrow keys and Enter, closed with Escape", async () => {
    const fetch = serve();
    renderWithApp(<TestInvoiceCard />);
    const box = screen.getByRole("combobox", { name: /Client|לקוח/ });
    expect(box.getAttribute("aria-expanded")).toBe("false");

    fireEvent.change(box, { target: { value: "scale" } });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const list = await screen.findByRole("listbox");
    await waitFor(() => expect(within(screen.getByRole("listbox", { hidden: true })).getAllByRole("option")).toHaveLength(3));
    expect(box.getAttribute("aria-controls")).toBe(list.id);
    // The search waits for typing to pause, then asks the server with the words typed.
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain("/api/admin/invoices/clients?q=scale"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 clients found"));

    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const second = within(screen.getByRole("listbox", { hidden: true })).getAllByRole("option")[1];
    expect(box.getAttribute("aria-activedescendant")).toBe(second.id);
    expect(second.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "Enter" });
    expect((box as HTMLInputElement).value).toBe("Scale Client 2 (scale2@example.test)");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(screen.getByRole("button", { name: /Create/ }).hasAttribute("disabled")).toBe(false));

    // Typing again drops the choice; Escape closes the list.
    fireEvent.change(box, { target: { value: "9725012" } });
    await waitFor(() => expect(within(screen.getByRole("listbox", { hidden: true })).getAllByRole("option")).toHaveLength(1));
    expect(within(screen.getByRole("listbox", { hidden: true })).getByRole("option").textContent).toContain("Scale Client 2");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: /Create/ }).hasAttribute("disabled")).toBe(true);
  });

  it("says when nothing matches", async () => {
    serve();
    renderWithApp(<TestInvoiceCard />);
    const box = screen.getByRole("combobox", { name: /Client|לקוח/ });
    fireEvent.change(box, { target: { value: "nobody" } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No client matches"));
    expect(screen.getByRole("listbox", { hidden: true }).querySelectorAll('[role="option"]')).toHaveLength(0);
  });
});
