import type { GlobalSearchResponse } from "@portal/shared/search-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, projects, revisions, supportTickets } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
let ticketNumber: number;
let requestNumber: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  admin = await t.signInAs({ role: "admin", fullName: "Ada Admin" });
  client = await t.signInAs({ fullName: "Quincy Marigold", businessName: "Marigold Bakery", email: "quincy@marigold.test" });
  await createProfile(db, { fullName: "Other Person", email: "other@elsewhere.test" });
  const [project] = await db.insert(projects).values({ clientId: client.user.id }).returning();
  await db.insert(invoices).values([
    {
      clientId: client.user.id,
      clientEmail: client.user.email,
      invoiceNumber: "INV-77001",
      amountCents: 12_500,
      description: "Marigold hosting",
    },
    {
      clientId: client.user.id,
      clientEmail: client.user.email,
      invoiceNumber: "INV-77002",
      amountCents: 900,
      description: "100% done_ fee",
    },
  ]);
  const [ticket] = await db
    .insert(supportTickets)
    .values({ clientId: client.user.id, subject: "Checkout page is blank", message: "Since Monday" })
    .returning();
  ticketNumber = ticket.ticketNumber;
  const [revision] = await db
    .insert(revisions)
    .values({ clientId: client.user.id, projectId: project.id, requestNumber: 3, description: "Bigger marigold logo" })
    .returning();
  requestNumber = revision.requestNumber;
});
afterAll(() => t.close());

const search = (q: string, cookie = admin.cookie) => t.request(`/api/admin/search?q=${encodeURIComponent(q)}`, { cookie });

describe("GET /api/admin/search", () => {
  it("is for admins only: anonymous 401, any client 403 (the owner of the matches too)", async () => {
    expect((await search("marigold", "")).status).toBe(401);
    expect((await search("marigold", client.cookie)).status).toBe(403);
    const other = await t.signInAs({ fullName: "Another Client" });
    expect((await search("marigold", other.cookie)).status).toBe(403);
  });

  it("groups matches by kind: a client by name, their invoices, tickets and requests by the client's e-mail", async () => {
    const found = await readJson<GlobalSearchResponse>(search("marigold"));
    expect(found.clients.items.map((c) => c.email)).toEqual(["quincy@marigold.test"]);
    expect(found.clients.items[0]).toMatchObject({ fullName: "Quincy Marigold", businessName: "Marigold Bakery" });
    expect(found.invoices.items.map((i) => i.invoiceNumber).sort()).toEqual(["INV-77001", "INV-77002"]);
    expect(found.invoices.total).toBe(2);
    expect(found.tickets.items).toEqual([
      expect.objectContaining({
        ticketNumber,
        subject: "Checkout page is blank",
        status: "new",
        clientEmail: "quincy@marigold.test",
      }),
    ]);
    expect(found.revisions.items).toEqual([
      expect.objectContaining({ requestNumber, description: "Bigger marigold logo", status: "pending" }),
    ]);
  });

  it("finds a ticket or a request by its number, an invoice by its number, and takes wildcards literally", async () => {
    const byTicket = await readJson<GlobalSearchResponse>(search(`#${ticketNumber}`));
    expect(byTicket.tickets.items.map((x) => x.ticketNumber)).toContain(ticketNumber);
    const byInvoice = await readJson<GlobalSearchResponse>(search("inv-77001"));
    expect(byInvoice.invoices.items.map((i) => i.invoiceNumber)).toEqual(["INV-77001"]);
    const literal = await readJson<GlobalSearchResponse>(search("0% done_"));
    expect(literal.invoices.items.map((i) => i.invoiceNumber)).toEqual(["INV-77002"]);
    const none = await readJson<GlobalSearchResponse>(search("%_"));
    expect([none.clients.total, none.invoices.total, none.tickets.total, none.revisions.total]).toEqual([0, 0, 0, 0]);
  });

  it("never lists admins as clients", async () => {
    const found = await readJson<GlobalSearchResponse>(search("Ada Admin"));
    expect(found.clients.total).toBe(0);
  });

  it("refuses a search shorter than two characters or longer than 100", async () => {
    for (const q of ["a", " b ", "x".repeat(101)]) {
      const res = await search(q);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
  });
});
