import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const numbersFor = async (search: string) => {
  const body = await readJson<InvoiceListResponse>(
    t.request(`/api/admin/invoices?search=${encodeURIComponent(search)}&sort=number&dir=asc`, { cookie: admin.cookie }),
  );
  return body.invoices.map((i) => i.invoiceNumber);
};

describe("invoice search on the client", () => {
  it("matches the client's name and e-mail (any case), and the e-mail kept on a deleted client's invoice", async () => {
    const tamar = await createProfile(t.database.db, { fullName: "Tamar Levi-Katz", email: "tamar@studio-levi.test" });
    const other = await createProfile(t.database.db, { fullName: "Omer Ben", email: "omer@example.test" });
    const hers = await insertInvoice(t.database.db, { clientId: tamar.id, clientEmail: tamar.email, description: "Logo" });
    const his = await insertInvoice(t.database.db, { clientId: other.id, clientEmail: other.email, description: "Logo" });
    const orphan = await insertInvoice(t.database.db, {
      clientId: null,
      clientEmail: "gone@levi-archive.test",
      description: "Old",
    });

    expect(await numbersFor("levi-katz")).toEqual([hers.invoiceNumber]);
    expect(await numbersFor("STUDIO-LEVI")).toEqual([hers.invoiceNumber]);
    expect(await numbersFor("levi")).toEqual([hers.invoiceNumber, orphan.invoiceNumber]);
    // The invoice's own text still matches, for every client.
    expect(await numbersFor("logo")).toEqual([hers.invoiceNumber, his.invoiceNumber]);
    // LIKE wildcards in a search are literal.
    expect(await numbersFor("levi%katz")).toEqual([]);
  });
});
