import type { AuditEntry, AuditKind } from "@portal/shared/audit-contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createFeatureRow, createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** Every kind of change writes its entry, with who, what and the values before and after (decision 050). */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let client: Person;
const ADMIN_LABEL = "Audit Admin";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin", fullName: ADMIN_LABEL });
  client = await t.signInAs({ fullName: "Dana Client" });
});
afterAll(() => t.close());

const send = (path: string, method: string, body?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** The newest entries of one kind (about one target when given). */
async function entriesOf(kind: AuditKind, targetId?: string): Promise<AuditEntry[]> {
  const { entries } = await json<{ entries: AuditEntry[] }>(
    await t.request(`/api/admin/audit?kind=${kind}&pageSize=100`, { cookie: admin.cookie }),
  );
  return targetId ? entries.filter((e) => e.targetId === targetId) : entries;
}

/** The one entry of a kind about a target, made by the admin. */
async function onlyEntry(kind: AuditKind, targetId: string): Promise<AuditEntry> {
  const found = await entriesOf(kind, targetId);
  expect(found).toHaveLength(1);
  const [entry] = found;
  expect(entry?.actorId).toBe(admin.user.id);
  expect(entry?.actorLabel).toContain(ADMIN_LABEL);
  return entry as AuditEntry;
}

describe("entries written by each kind of change", () => {
  it("sign-in, with the person as actor", async () => {
    const person = await t.signInAs({ fullName: "Signing In" });
    const [entry] = await entriesOf("sign_in", person.user.id);
    expect(entry).toMatchObject({ actorId: person.user.id, personId: person.user.id, after: { method: "sms" } });
  });

  it("failed sign-in: a wrong code, by nobody, in the history of the phone's owner", async () => {
    const person = await t.signInAs();
    const phone = person.user.phone ?? "";
    await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
    const code = t.sms.lastCodeFor(phone) === "000000" ? "111111" : "000000";
    const wrong = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: phone, code }),
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const [entry] = await entriesOf("sign_in_failed", person.user.id);
    expect(entry).toMatchObject({
      actorId: null,
      personId: person.user.id,
      targetLabel: person.user.phone,
      after: { method: "sms" },
    });
  });

  it("failed password sign-in for an unknown address, by nobody and nobody's history", async () => {
    const email = `nobody-${crypto.randomUUID()}@example.test`;
    const refused = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "wrong-password-1" }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const entry = (await entriesOf("sign_in_failed")).find((e) => e.targetLabel === email);
    expect(entry).toMatchObject({ actorId: null, personId: null, after: { method: "password" } });
  });

  it("invitation (Add client) and resent invitation", async () => {
    const email = `invited-${crypto.randomUUID()}@example.test`;
    const created = await send("/api/admin/users", "POST", { email, country: "US", phone: "2025550143", fullName: "New Client" });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    expect(await onlyEntry("user_invited", id)).toMatchObject({
      personId: id,
      before: null,
      after: { email, fullName: "New Client" },
    });
    expect((await send(`/api/admin/users/${id}/resend-invite`, "POST")).status).toBe(200);
    expect(await onlyEntry("invite_resent", id)).toMatchObject({ personId: id });
  });

  it("role change, from and to", async () => {
    const person = await t.signInAs();
    expect((await send(`/api/admin/users/${person.user.id}/role`, "PATCH", { role: "admin" })).status).toBe(200);
    expect(await onlyEntry("role_changed", person.user.id)).toMatchObject({
      before: { role: "client" },
      after: { role: "admin" },
    });
  });

  it("user deletion; the person's earlier entries stay, with their name", async () => {
    const person = await t.signInAs({ fullName: "Leaving Client" });
    expect((await send(`/api/admin/users/${person.user.id}`, "DELETE")).status).toBe(200);
    const entry = await onlyEntry("user_deleted", person.user.id);
    expect(entry.before).toMatchObject({ email: person.user.email, fullName: "Leaving Client", role: "client" });
    expect(entry.personLabel).toContain("Leaving Client");
    const history = await json<{ entries: AuditEntry[] }>(
      await t.request(`/api/admin/audit?userId=${person.user.id}`, { cookie: admin.cookie }),
    );
    expect(history.entries.map((e) => e.kind)).toEqual(["user_deleted", "sign_in"]);
  });

  it("project created, and its status, delivery date and demo URL changed (only what changed)", async () => {
    const person = await t.signInAs();
    const created = await send("/api/admin/projects", "POST", { clientId: person.user.id });
    const project = await json<{ id: string }>(created);
    expect(await onlyEntry("project_created", project.id)).toMatchObject({
      personId: person.user.id,
      after: { status: "pending" },
    });
    const delivery = "2027-03-01T00:00:00.000Z";
    await send(`/api/admin/projects/${project.id}`, "PATCH", {
      status: "in_progress",
      estimatedDelivery: delivery,
      demoUrl: "https://demo.example.test",
    });
    await send(`/api/admin/projects/${project.id}`, "PATCH", { demoUrl: "https://demo2.example.test" });
    const [second, first] = await entriesOf("project_updated", project.id);
    expect(first).toMatchObject({
      before: { status: "pending", estimatedDelivery: null, demoUrl: null },
      after: { status: "in_progress", estimatedDelivery: delivery, demoUrl: "https://demo.example.test" },
    });
    expect(second).toMatchObject({
      before: { demoUrl: "https://demo.example.test" },
      after: { demoUrl: "https://demo2.example.test" },
    });
  });

  it("revision status", async () => {
    const person = await t.signInAs();
    const project = await createProject(t.database.db, person.user.id);
    const revision = await createRevision(t.database.db, project);
    expect((await send(`/api/admin/revisions/${revision.id}`, "PATCH", { status: "done" })).status).toBe(200);
    expect(await onlyEntry("revision_status_changed", revision.id)).toMatchObject({
      personId: person.user.id,
      targetLabel: "#0001",
      before: { status: "pending" },
      after: { status: "done" },
    });
  });

  it("invoice created, edited, marked paid and deleted", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      clientId: client.user.id,
      amount: "120.50",
      description: "Logo work",
      status: "pending",
    }))
      body.set(k, v);
    const created = await t.request("/api/admin/invoices", { method: "POST", cookie: admin.cookie, body });
    const { id, invoiceNumber } = await json<{ id: string; invoiceNumber: string }>(created);
    expect(await onlyEntry("invoice_created", id)).toMatchObject({
      targetLabel: invoiceNumber,
      personId: client.user.id,
      after: { amountCents: 12050 },
    });
    await send(`/api/admin/invoices/${id}`, "PATCH", { amount: "130", description: "Logo work", status: "pending" });
    expect(await onlyEntry("invoice_updated", id)).toMatchObject({
      before: { amountCents: 12050 },
      after: { amountCents: 13000 },
    });
    await send(`/api/admin/invoices/${id}`, "PATCH", { amount: "130", description: "Logo work", status: "paid" });
    expect(await onlyEntry("invoice_marked_paid", id)).toMatchObject({
      before: { status: "pending" },
      after: { status: "paid" },
    });
    expect((await send(`/api/admin/invoices/${id}`, "DELETE")).status).toBe(200);
    expect(await onlyEntry("invoice_deleted", id)).toMatchObject({ before: { amountCents: 13000, status: "paid" }, after: null });
  });

  it("test invoice counts as a created invoice", async () => {
    const created = await send("/api/admin/invoices/test", "POST", {
      clientId: client.user.id,
      amount: "1",
      description: "Test",
    });
    const { id } = await json<{ id: string }>(created);
    expect(await onlyEntry("invoice_created", id)).toMatchObject({ after: { status: "paid" } });
  });

  it("catalogue: feature created, price changed, price recreated, deleted", async () => {
    const input = {
      title: "SEO pack",
      description: "Better search",
      priceCents: 9900,
      billingType: "one_time",
      estimatedDeliveryDays: 5,
      imageFileId: null,
    };
    const { feature } = await json<{ feature: { id: string } }>(await send("/api/admin/store/features", "POST", input));
    expect(await onlyEntry("feature_created", feature.id)).toMatchObject({
      targetLabel: "SEO pack",
      after: { priceCents: 9900 },
    });
    await send(`/api/admin/store/features/${feature.id}`, "PUT", { ...input, priceCents: 12900 });
    expect(await onlyEntry("feature_updated", feature.id)).toMatchObject({
      before: { priceCents: 9900 },
      after: { priceCents: 12900 },
    });
    expect((await send(`/api/admin/store/features/${feature.id}/recreate-price`, "POST")).status).toBe(200);
    expect(await onlyEntry("feature_price_recreated", feature.id)).toMatchObject({
      after: { providerPriceId: expect.any(String) },
    });
    await send(`/api/admin/store/features/${feature.id}`, "DELETE");
    expect(await onlyEntry("feature_deleted", feature.id)).toMatchObject({ before: { title: "SEO pack", priceCents: 12900 } });
  });

  it("store opened and closed", async () => {
    await send("/api/admin/store/settings", "PUT", { storeOpen: false });
    const before = (await entriesOf("store_availability_changed")).length;
    await send("/api/admin/store/settings", "PUT", { storeOpen: true });
    // Saving what is already set changes nothing and writes nothing.
    await send("/api/admin/store/settings", "PUT", { storeOpen: true });
    await send("/api/admin/store/settings", "PUT", { storeOpen: false });
    const entries = await entriesOf("store_availability_changed");
    expect(entries.length - before).toBe(2);
    expect(entries[1]).toMatchObject({ before: { storeOpen: false }, after: { storeOpen: true } });
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, before: { storeOpen: true }, after: { storeOpen: false } });
  });

  it("purchase status and progress", async () => {
    const feature = await createFeatureRow(t.database.db);
    const purchase = await createPurchaseRow(t.database.db, {
      client: client.user,
      feature,
      paymentStatus: "paid",
      status: "pending",
    });
    await send(`/api/admin/client-features/purchases/${purchase.id}/progress`, "PUT", { progress: 40 });
    expect(await onlyEntry("purchase_progress_changed", purchase.id)).toMatchObject({
      personId: client.user.id,
      before: { progress: 0 },
      after: { progress: 40 },
    });
    await send(`/api/admin/client-features/purchases/${purchase.id}/status`, "PUT", { status: "completed" });
    expect(await onlyEntry("purchase_status_changed", purchase.id)).toMatchObject({
      before: { status: "pending", progress: 40 },
      after: { status: "completed", progress: 100 },
    });
  });

  it("ticket status, assignment and an internal note (whose text stays on the ticket)", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    await send(`/api/admin/support-tickets/${ticket.id}`, "PATCH", { status: "resolved" });
    expect(await onlyEntry("ticket_status_changed", ticket.id)).toMatchObject({
      before: { status: "new" },
      after: { status: "resolved" },
    });
    await send(`/api/admin/support-tickets/${ticket.id}/assignee`, "PUT", { assigneeId: admin.user.id });
    expect(await onlyEntry("ticket_assigned", ticket.id)).toMatchObject({
      before: { assignee: null },
      after: { assignee: ADMIN_LABEL },
    });
    await send(`/api/admin/support-tickets/${ticket.id}/notes`, "POST", { message: "Secret plan" });
    const note = await onlyEntry("ticket_note_added", ticket.id);
    expect(JSON.stringify(note)).not.toContain("Secret plan");
  });

  it("billing tools runs, with what they changed", async () => {
    expect((await send("/api/admin/billing/backfill-payment-ids", "POST")).status).toBe(200);
    expect((await send("/api/admin/billing/sync-subscription-ids", "POST")).status).toBe(200);
    const runs = await entriesOf("billing_tool_run");
    expect(runs.map((r) => r.after?.tool).slice(0, 2)).toEqual(["sync_subscription_ids", "backfill_payment_ids"]);
    expect(runs[0]).toMatchObject({
      actorId: admin.user.id,
      after: { processed: expect.any(Number), failed: expect.any(Number) },
    });
  });

  it("a refused change writes nothing", async () => {
    const invoice = await insertInvoice(t.database.db, { clientId: client.user.id, clientEmail: client.user.email });
    await t.database.db.update(invoices).set({ providerSessionId: "cs_paid" }).where(eq(invoices.id, invoice.id));
    expect((await send(`/api/admin/invoices/${invoice.id}`, "DELETE")).status).toBe(409);
    expect(await entriesOf("invoice_deleted", invoice.id)).toEqual([]);
  });
});

describe("append-only", () => {
  it("the database refuses to change, delete or empty entries", async () => {
    const { db } = t.database;
    await expect(db.execute(sql`UPDATE audit_entries SET actor_label = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_entries`)).rejects.toThrow();
    expect((await entriesOf("sign_in")).length).toBeGreaterThan(0);
  });

  it("no route changes or deletes an entry", async () => {
    const [entry] = await entriesOf("sign_in");
    for (const method of ["PATCH", "PUT", "DELETE", "POST"]) {
      expect((await send(`/api/admin/audit/${entry?.id}`, method, {})).status).toBe(404);
      expect([404, 405]).toContain((await send("/api/admin/audit", method, {})).status);
    }
  });
});
