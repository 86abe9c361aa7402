import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, invoices, purchasedFeatures, supportTickets } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** Bulk actions: admins only, all of the chosen rows or none, and a refusal that names each row that could not change. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let client: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie = admin.cookie) =>
  t.request(path, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const invoice = (input: { status?: "pending" | "paid" | "overdue" } = {}) =>
  insertInvoice(t.database.db, { clientId: client.user.id, clientEmail: client.user.email, ...input });

const statusesOf = async (ids: string[]) =>
  (await t.database.db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(inArray(invoices.id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.status);

describe("bulk actions", () => {
  it("are for admins only", async () => {
    const one = await invoice();
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const cases: [string, unknown][] = [
      ["/api/admin/invoices/bulk", { action: "markPaid", ids: [one.id] }],
      ["/api/admin/support-tickets/bulk/status", { status: "resolved", ids: [ticket.id] }],
      ["/api/admin/client-features/purchases/bulk/status", { status: "completed", ids: [purchase.id] }],
    ];
    for (const [path, body] of cases) {
      expect((await t.request(path, { method: "POST", body: JSON.stringify(body) })).status, path).toBe(401);
      expect((await post(path, body, client.cookie)).status, path).toBe(403);
    }
    expect(await statusesOf([one.id])).toEqual(["pending"]);
  });

  it("marks every chosen invoice paid, or none when one was paid through checkout or is already paid", async () => {
    const [a, b, locked, paid] = [
      await invoice(),
      await invoice({ status: "overdue" }),
      await invoice(),
      await invoice({ status: "paid" }),
    ];
    await t.database.db
      .update(invoices)
      .set({ providerSessionId: `cs_${locked.id}` })
      .where(inArray(invoices.id, [locked.id]));

    const refused = await post("/api/admin/invoices/bulk", { action: "markPaid", ids: [a.id, locked.id, b.id, paid.id] });
    expect(refused.status).toBe(409);
    const body = await readJson<{ error: { code: string; details: { refused: unknown[] } } }>(refused);
    expect(body.error.code).toBe("bulk_refused");
    expect(body.error.details.refused).toEqual([
      { id: locked.id, label: locked.invoiceNumber, reason: "paid_by_checkout" },
      { id: paid.id, label: paid.invoiceNumber, reason: "already_paid" },
    ]);
    expect(await statusesOf([a.id, b.id])).toEqual(["pending", "overdue"]);

    const done = await post("/api/admin/invoices/bulk", { action: "markPaid", ids: [a.id, b.id] });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ changed: 2 });
    expect(await statusesOf([a.id, b.id])).toEqual(["paid", "paid"]);
  });

  it("deletes every chosen invoice, or none when one is locked or already gone", async () => {
    const [a, b, locked] = [await invoice(), await invoice({ status: "paid" }), await invoice()];
    await t.database.db
      .update(invoices)
      .set({ providerSessionId: `cs_${locked.id}` })
      .where(inArray(invoices.id, [locked.id]));
    const gone = crypto.randomUUID();

    const refused = await post("/api/admin/invoices/bulk", { action: "delete", ids: [a.id, b.id, locked.id, gone] });
    expect(refused.status).toBe(409);
    const { error } = await readJson<{ error: { details: { refused: { id: string; reason: string }[] } } }>(refused);
    expect(error.details.refused.map((r) => [r.id, r.reason])).toEqual([
      [locked.id, "paid_by_checkout"],
      [gone, "not_found"],
    ]);
    expect(await statusesOf([a.id, b.id, locked.id])).toHaveLength(3);

    expect((await post("/api/admin/invoices/bulk", { action: "delete", ids: [a.id, b.id] })).status).toBe(200);
    expect(await statusesOf([a.id, b.id, locked.id])).toEqual(["pending"]);
  });

  it("refuses an empty, oversized or repeated choice and an unknown action", async () => {
    const one = await invoice();
    for (const body of [
      { action: "markPaid", ids: [] },
      { action: "markPaid", ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
      { action: "markPaid", ids: [one.id, one.id] },
      { action: "archive", ids: [one.id] },
    ]) {
      expect((await post("/api/admin/invoices/bulk", body)).status).toBe(400);
    }
    expect(await statusesOf([one.id])).toEqual(["pending"]);
  });

  it("sets the status of every chosen ticket, or of none when one is gone", async () => {
    const tickets = [
      await createTicketRow(t.database.db, { clientId: client.user.id }),
      await createTicketRow(t.database.db, { clientId: client.user.id }),
    ];
    const ids = tickets.map((x) => x.id);
    const ticketStatuses = async () =>
      (
        await t.database.db.select({ status: supportTickets.status }).from(supportTickets).where(inArray(supportTickets.id, ids))
      ).map((r) => r.status);
    const refused = await post("/api/admin/support-tickets/bulk/status", {
      status: "resolved",
      ids: [...ids, crypto.randomUUID()],
    });
    expect(refused.status).toBe(409);
    expect(await ticketStatuses()).toEqual(["new", "new"]);

    expect((await post("/api/admin/support-tickets/bulk/status", { status: "resolved", ids })).status).toBe(200);
    expect(await ticketStatuses()).toEqual(["resolved", "resolved"]);
  });

  it("sets the status of every chosen purchase (completing sets progress to 100), or of none when one is an unfinished checkout", async () => {
    const paid = await createPurchaseRow(t.database.db, { client: client.user, status: "pending", progress: 20 });
    const other = await createPurchaseRow(t.database.db, { client: client.user, status: "in_progress", progress: 60 });
    const unfinished = await createPurchaseRow(t.database.db, { client: client.user, paymentStatus: "pending" });
    const rows = async () =>
      (
        await t.database.db
          .select({ id: purchasedFeatures.id, status: purchasedFeatures.status, progress: purchasedFeatures.progress })
          .from(purchasedFeatures)
          .where(inArray(purchasedFeatures.id, [paid.id, other.id]))
      ).sort((a, b) => (a.id === paid.id ? -1 : b.id === paid.id ? 1 : 0));

    const refused = await post("/api/admin/client-features/purchases/bulk/status", {
      status: "completed",
      ids: [paid.id, other.id, unfinished.id],
    });
    expect(refused.status).toBe(409);
    expect((await rows()).map((r) => [r.status, r.progress])).toEqual([
      ["pending", 20],
      ["in_progress", 60],
    ]);

    const done = await post("/api/admin/client-features/purchases/bulk/status", {
      status: "completed",
      ids: [paid.id, other.id],
    });
    expect(done.status).toBe(200);
    expect((await rows()).map((r) => [r.status, r.progress])).toEqual([
      ["completed", 100],
      ["completed", 100],
    ]);
  });
});

describe("bulk actions in the audit trail", () => {
  const entriesFor = async (ids: string[]) =>
    (
      await t.database.db
        .select({
          kind: auditEntries.kind,
          targetId: auditEntries.targetId,
          actorId: auditEntries.actorId,
          after: auditEntries.after,
        })
        .from(auditEntries)
        .where(inArray(auditEntries.targetId, ids))
    ).sort((x, y) => ids.indexOf(x.targetId ?? "") - ids.indexOf(y.targetId ?? ""));

  it("records one entry per row changed, by the admin, and none for a refused choice", async () => {
    const [a, b, paid] = [await invoice(), await invoice(), await invoice({ status: "paid" })];
    expect((await post("/api/admin/invoices/bulk", { action: "markPaid", ids: [a.id, paid.id] })).status).toBe(409);
    expect(await entriesFor([a.id, paid.id])).toEqual([]);

    expect((await post("/api/admin/invoices/bulk", { action: "markPaid", ids: [a.id, b.id] })).status).toBe(200);
    expect(await entriesFor([a.id, b.id])).toEqual([
      { kind: "invoice_marked_paid", targetId: a.id, actorId: admin.user.id, after: { status: "paid" } },
      { kind: "invoice_marked_paid", targetId: b.id, actorId: admin.user.id, after: { status: "paid" } },
    ]);
    expect((await post("/api/admin/invoices/bulk", { action: "delete", ids: [paid.id] })).status).toBe(200);
    expect((await entriesFor([paid.id])).map((e) => e.kind)).toEqual(["invoice_deleted"]);

    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    expect((await post("/api/admin/support-tickets/bulk/status", { status: "resolved", ids: [ticket.id] })).status).toBe(200);
    expect(await entriesFor([ticket.id])).toEqual([
      { kind: "ticket_status_changed", targetId: ticket.id, actorId: admin.user.id, after: { status: "resolved" } },
    ]);

    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const body = { status: "completed", ids: [purchase.id] };
    expect((await post("/api/admin/client-features/purchases/bulk/status", body)).status).toBe(200);
    expect(await entriesFor([purchase.id])).toEqual([
      expect.objectContaining({ kind: "purchase_status_changed", targetId: purchase.id, actorId: admin.user.id }),
    ]);
  });
});
