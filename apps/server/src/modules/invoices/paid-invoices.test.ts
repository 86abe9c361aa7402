import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
});
afterAll(() => t.close());

const change = (method: "PATCH" | "DELETE", id: string, cookie?: string) =>
  t.request(`/api/admin/invoices/${id}`, {
    method,
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: method === "PATCH" ? JSON.stringify({ amount: "1.00", description: "Changed", status: "paid" }) : undefined,
  });

/** An invoice the payment provider paid (checkout or renewal), and a manual one. */
async function invoicesOf() {
  const { user } = await t.signInAs({ role: "client" });
  const paid = await insertInvoice(t.database.db, {
    clientId: user.id,
    clientEmail: user.email,
    status: "paid",
    purchaseType: "automatic",
    amountCents: 4900,
  });
  await t.database.db
    .update(invoices)
    .set({ providerSessionId: `cs_${crypto.randomUUID()}` })
    .where(eq(invoices.id, paid.id));
  const manual = await insertInvoice(t.database.db, { clientId: user.id, clientEmail: user.email });
  return { paid, manual, clientId: user.id };
}

describe("invoices paid through checkout", () => {
  it("cannot be edited or deleted, and say why", async () => {
    const { paid } = await invoicesOf();
    for (const method of ["PATCH", "DELETE"] as const) {
      const res = await change(method, paid.id, admin);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: "invoice_paid_by_checkout" } });
    }
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, paid.id));
    expect(kept).toMatchObject({ amountCents: 4900, description: paid.description, status: "paid" });
  });

  it("are marked in the admin list, while manual invoices stay editable and deletable", async () => {
    const { paid, manual, clientId } = await invoicesOf();
    const list = await readJson<InvoiceListResponse>(t.request(`/api/admin/invoices?clientId=${clientId}`, { cookie: admin }));
    const byId = new Map(list.invoices.map((i) => [i.id, i]));
    expect(byId.get(paid.id)?.paidByCheckout).toBe(true);
    expect(byId.get(manual.id)?.paidByCheckout).toBe(false);
    expect((await change("PATCH", manual.id, admin)).status).toBe(200);
    expect((await change("DELETE", manual.id, admin)).status).toBe(200);
  });

  it("still answers 404 for an invoice that does not exist, and refuses non-admins", async () => {
    expect((await change("DELETE", crypto.randomUUID(), admin)).status).toBe(404);
    const { paid } = await invoicesOf();
    expect((await change("DELETE", paid.id)).status).toBe(401);
    const client = await t.signInAs({ role: "client" });
    expect((await change("DELETE", paid.id, client.cookie)).status).toBe(403);
  });
});
