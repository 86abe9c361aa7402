import type { InvoiceClientsResponse } from "@portal/shared/invoice-contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin", fullName: "Picker Admin" })).cookie;
});
afterAll(() => t.close());

const search = (query: string) =>
  readJson<InvoiceClientsResponse>(t.request(`/api/admin/invoices/clients?${query}`, { cookie: admin }));
const names = async (query: string) => (await search(query)).clients.map((c) => c.fullName);

describe("the invoice client picker's search", () => {
  it("answers admins only: anonymous 401, a client 403 (their own or another's), an admin 200", async () => {
    const path = "/api/admin/invoices/clients?q=a";
    expect((await t.request(path)).status).toBe(401);
    const owner = await t.signInAs({ role: "client", fullName: "Owner Client" });
    const other = await t.signInAs({ role: "client", fullName: "Other Client" });
    expect((await t.request(path, { cookie: owner.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/invoices/clients?q=${owner.user.email}`, { cookie: other.cookie })).status).toBe(403);
    const res = await t.request(`/api/admin/invoices/clients?q=${encodeURIComponent(owner.user.email)}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as InvoiceClientsResponse).clients).toEqual([
      { id: owner.user.id, email: owner.user.email, fullName: "Owner Client", phone: owner.user.phone },
    ]);
  });

  it("orders naturally: scale2 before scale10, a client without a name by their e-mail", async () => {
    for (const n of [10, 1, 2, 21, 3]) {
      await createProfile(t.database.db, { fullName: `Scale${n} Studio`, email: `scale${n}@natural.test` });
    }
    await createProfile(t.database.db, { fullName: "", email: "scale15@natural.test" });
    expect((await search("q=natural.test")).clients.map((c) => c.fullName || c.email)).toEqual([
      "Scale1 Studio",
      "Scale2 Studio",
      "Scale3 Studio",
      "Scale10 Studio",
      "scale15@natural.test",
      "Scale21 Studio",
    ]);
  });

  it("finds a fragment of the name, e-mail or phone, in any case, and never an admin", async () => {
    await createProfile(t.database.db, { fullName: "Noa Levi-Katz", email: "noa@studio-levi.test", phone: "+972501234567" });
    await createProfile(t.database.db, { fullName: "Omer Ben", email: "omer@bakery.test", phone: "+15551230000" });
    await createProfile(t.database.db, { role: "admin", fullName: "Levi Admin", email: "levi-admin@agency.test" });
    expect(await names("q=LEVI-katz")).toEqual(["Noa Levi-Katz"]);
    expect(await names("q=STUDIO-levi")).toEqual(["Noa Levi-Katz"]);
    expect(await names("q=levi")).toEqual(["Noa Levi-Katz"]);
    // Phone fragments as people type them: local with the trunk 0, international, with spaces and dashes.
    expect(await names("q=050-123-4567")).toEqual(["Noa Levi-Katz"]);
    expect(await names(`q=${encodeURIComponent("+972 50 123")}`)).toEqual(["Noa Levi-Katz"]);
    expect(await names(`q=${encodeURIComponent("(555) 123")}`)).toEqual(["Omer Ben"]);
    // LIKE wildcards are literal; nothing matches is an empty page.
    expect(await search("q=levi%25katz")).toEqual({ clients: [], hasMore: false });
  });

  it("answers one page of `limit` (20 by default, at most 50) and says when there are more", async () => {
    for (let n = 1; n <= 25; n += 1) {
      await createProfile(t.database.db, { fullName: `Paged ${n}`, email: `paged${n}@limit.test` });
    }
    const first = await search("q=limit.test");
    expect(first.clients).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.clients.at(-1)?.fullName).toBe("Paged 20");
    const five = await search("q=limit.test&limit=5");
    expect(five.clients.map((c) => c.fullName)).toEqual(["Paged 1", "Paged 2", "Paged 3", "Paged 4", "Paged 5"]);
    expect((await search("q=limit.test&limit=50")).hasMore).toBe(false);
    const blank = await search("");
    expect(blank.clients.length).toBeGreaterThan(0);
    for (const bad of ["limit=0", "limit=51", "limit=abc", `q=${"x".repeat(101)}`]) {
      const res = await t.request(`/api/admin/invoices/clients?${bad}`, { cookie: admin });
      expect(res.status, bad).toBe(400);
    }
  });

  it("with thousands of clients, reads the first page off the natural-order index (no sort of them all)", async () => {
    const { db } = t.database;
    await db.execute(sql`
      insert into profiles (email, full_name, role)
      select 'bulk' || g || '@many.test', 'Bulk ' || g, 'client' from generate_series(1, 3000) as g`);
    await db.execute(sql`analyze profiles`);
    const plan = async (statement: ReturnType<typeof sql>) => JSON.stringify((await db.execute(sql`explain ${statement}`)).rows);
    const first = await plan(
      sql`select id from profiles where role = 'client' order by natural_sort_key(coalesce(nullif(full_name, ''), email)), id limit 21`,
    );
    expect(first).toContain("profiles_client_picker_order_idx");
    expect(first).not.toContain("Sort");
    const page = await search("q=many.test&limit=4");
    expect(page.clients.map((c) => c.fullName)).toEqual(["Bulk 1", "Bulk 2", "Bulk 3", "Bulk 4"]);
    expect(page.hasMore).toBe(true);
    // The digits also match phones, and other tests' clients have random ones: only the bulk counts.
    expect((await names("q=bulk%202999")).filter((name) => name.startsWith("Bulk"))).toEqual(["Bulk 2999"]);
  });
});
