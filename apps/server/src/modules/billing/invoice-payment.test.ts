import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = async (res: Response) => (await readJson<{ error: { code: string } }>(res)).error.code;
const checkout = (invoiceId: string, cookie?: string) =>
  t.request(`/api/billing/invoices/${invoiceId}/checkout`, { method: "POST", ...(cookie ? { cookie } : {}) });

/** A client with one unpaid invoice of 1,500.00. */
async function unpaid() {
  const client = await t.signInAs();
  const invoice = await insertInvoice(t.deps.db, {
    clientId: client.user.id,
    clientEmail: client.user.email,
    amountCents: 150_000,
    description: "Design milestone",
    dueDate: "2026-12-10",
  });
  if (!invoice) throw new Error("no invoice");
  return { client, invoice };
}

async function row(id: string) {
  const [found] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
  return found;
}

/** The buyer opens the sandbox page and presses Pay (or Cancel); answers where it sent them. */
async function press(url: string, cookie: string, button: "pay" | "cancel" = "pay") {
  const path = new URL(url).pathname;
  expect((await t.request(path, { cookie })).status).toBe(200);
  const done = await t.request(`${path}/${button}`, { method: "POST", cookie });
  expect(done.status).toBe(303);
  return done.headers.get("location") ?? "";
}

async function listed(cookie: string, id: string) {
  const res = await t.request("/api/invoices", { cookie });
  expect(res.status).toBe(200);
  const { invoices: list } = await readJson<{ invoices: { id: string; status: string; paymentLink: string | null }[] }>(res);
  return list.find((i) => i.id === id);
}

describe("POST /api/billing/invoices/:invoiceId/checkout (decision 105)", () => {
  it("refuses anonymous visitors, another client, and staff of every role", async () => {
    const { invoice } = await unpaid();
    expect((await checkout(invoice.id)).status).toBe(401);
    const other = await t.signInAs();
    const refused = await checkout(invoice.id, other.cookie);
    expect(refused.status).toBe(404);
    expect(await code(refused)).toBe("invoice_not_found");
    for (const agencyRole of ["owner", "accountant"] as const) {
      const staff = await t.signInAs({ role: "admin", agencyRole });
      expect((await checkout(invoice.id, staff.cookie)).status).toBe(403);
    }
    expect((await row(invoice.id))?.checkoutSessionId).toBeNull();
  });

  it("lists an unpaid invoice with its payment link, pays it in the sandbox once, and a paid one has no link", async () => {
    const { client, invoice } = await unpaid();
    expect((await listed(client.cookie, invoice.id))?.paymentLink).toBe(`/dashboard/invoices?pay=${invoice.id}`);
    const opened = await checkout(invoice.id, client.cookie);
    expect(opened.status).toBe(200);
    const { url } = await readJson<{ url: string }>(opened);
    // Another client cannot open the checkout page either.
    const other = await t.signInAs();
    expect((await t.request(new URL(url).pathname, { cookie: other.cookie })).status).toBe(404);

    const back = await press(url, client.cookie);
    expect(back).toContain(`/dashboard/invoices?paid=${invoice.id}`);
    const paid = await row(invoice.id);
    expect(paid).toMatchObject({ status: "paid", checkoutSessionId: null });
    expect(paid?.providerSessionId).toBeTruthy();
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await listed(client.cookie, invoice.id)).toMatchObject({ status: "paid", paymentLink: null });

    // Pressing Pay again, or asking for another checkout, changes nothing.
    await press(url, client.cookie);
    expect((await row(invoice.id))?.paidAt).toEqual(paid?.paidAt);
    const again = await checkout(invoice.id, client.cookie);
    expect(again.status).toBe(409);
    expect(await code(again)).toBe("invoice_already_paid");
  });

  it("closes the earlier checkout when another is opened, so only the newest can be paid", async () => {
    const { client, invoice } = await unpaid();
    const first = (await readJson<{ url: string }>(await checkout(invoice.id, client.cookie))).url;
    const second = (await readJson<{ url: string }>(await checkout(invoice.id, client.cookie))).url;
    expect(second).not.toBe(first);
    // The first one has expired: Pay there sends the client back without paying.
    expect(await press(first, client.cookie)).toContain("/dashboard/invoices");
    expect((await row(invoice.id))?.status).toBe("pending");
    await press(second, client.cookie);
    expect((await row(invoice.id))?.status).toBe("paid");
  });

  it("forgets a cancelled checkout and lets the client pay later", async () => {
    const { client, invoice } = await unpaid();
    const first = (await readJson<{ url: string }>(await checkout(invoice.id, client.cookie))).url;
    await press(first, client.cookie, "cancel");
    expect(await row(invoice.id)).toMatchObject({ status: "pending", checkoutSessionId: null });
    const second = (await readJson<{ url: string }>(await checkout(invoice.id, client.cookie))).url;
    await press(second, client.cookie);
    expect((await row(invoice.id))?.status).toBe("paid");
  });

  it("refuses an invoice the agency marked paid", async () => {
    const client = await t.signInAs();
    const invoice = await insertInvoice(t.deps.db, { clientId: client.user.id, clientEmail: client.user.email, status: "paid" });
    if (!invoice) throw new Error("no invoice");
    expect((await listed(client.cookie, invoice.id))?.paymentLink).toBeNull();
    expect((await checkout(invoice.id, client.cookie)).status).toBe(409);
  });
});
