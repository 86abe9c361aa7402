import type { Milestone, MilestonesResponse } from "@portal/shared/milestone-contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, invoiceReminders, invoices, notificationOutbox, notificationPreferences } from "../db/schema/index.ts";
import { insertInvoice } from "../db/seed/invoices-factories.ts";
import { createProject } from "../db/seed/projects-factories.ts";
import { markOverdueInvoices, sendDueSoonReminders, sendOverdueReminders } from "../modules/invoices/index.ts";
import { issueScheduledMilestoneInvoices } from "../modules/milestones/index.ts";
import { createTestApp, readJson, type TestApp } from "../test/test-app.ts";
import { runPaymentSchedule } from "./payment-schedule.ts";

// Two instances on one database: on PostgreSQL each with its own pool, as two servers would be.
let t: TestApp;
let t2: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  t2 = await createTestApp({ shareDatabaseWith: t });
  admin = await t.signInAs({ role: "admin" });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

const DAY = 86_400_000;
/** A calendar day `n` days from today (UTC); the tests keep two days' margin from any agency time zone. */
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), cookie: admin.cookie });

async function clientWithProject(status: "pending" | "in_progress" = "pending") {
  const client = await t.signInAs();
  const project = await createProject(t.database.db, client.user.id, { status });
  if (!project) throw new Error("no project");
  return { client, project };
}

async function addMilestone(projectId: string, input: Record<string, unknown>): Promise<Milestone> {
  const res = await t.request(
    `/api/admin/projects/${projectId}/milestones`,
    json("POST", { title: { en: "Build", he: "" }, ...input }),
  );
  expect(res.status).toBe(201);
  const list = (await readJson<MilestonesResponse>(res)).milestones;
  const made = list.at(-1);
  if (!made) throw new Error("no milestone");
  return made;
}

const invoicesOf = (milestoneId: string) => t.database.db.select().from(invoices).where(eq(invoices.milestoneId, milestoneId));
const outboxOf = (recipientId: string, kind: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipientId, recipientId), eq(notificationOutbox.kind, kind)));

describe("choosing when a milestone invoices", () => {
  it("is on approval by default; the admin sets it per milestone, and on its due date needs a date", async () => {
    const { client, project } = await clientWithProject();
    const made = await addMilestone(project.id, { amountCents: 50_000 });
    expect(made.invoiceOn).toBe("approval");

    const refused = await t.request(
      `/api/admin/projects/${project.id}/milestones`,
      json("POST", { title: { en: "X", he: "" }, invoiceOn: "due_date" }),
    );
    expect(refused.status).toBe(409);
    expect((await readJson<{ error: { code: string } }>(refused)).error.code).toBe("milestone_due_date_required");
    const noDate = await t.request(`/api/admin/milestones/${made.id}`, json("PATCH", { invoiceOn: "due_date" }));
    expect(noDate.status).toBe(409);

    const due = new Date(Date.now() + 30 * DAY).toISOString();
    const ok = await t.request(`/api/admin/milestones/${made.id}`, json("PATCH", { invoiceOn: "due_date", dueAt: due }));
    expect(ok.status).toBe(200);
    const list = (await readJson<MilestonesResponse>(ok)).milestones;
    expect(list.find((m) => m.id === made.id)?.invoiceOn).toBe("due_date");
    const clearDate = await t.request(`/api/admin/milestones/${made.id}`, json("PATCH", { dueAt: null }));
    expect(clearDate.status).toBe(409);

    // Only admins change it: anonymous 401, the owning client and another client 403, a designer 403.
    const other = await t.signInAs();
    const designer = await t.signInAs({ role: "admin", agencyRole: "designer" });
    const patch = { method: "PATCH", body: JSON.stringify({ invoiceOn: "approval" }) };
    const path = `/api/admin/milestones/${made.id}`;
    expect((await t.request(path, patch)).status).toBe(401);
    expect((await t.request(path, { ...patch, cookie: client.cookie })).status).toBe(403);
    expect((await t.request(path, { ...patch, cookie: other.cookie })).status).toBe(403);
    expect((await t.request(path, { ...patch, cookie: designer.cookie })).status).toBe(403);
  });

  it("gives the template's Deposit the project's start and the others approval", async () => {
    const { project } = await clientWithProject();
    const res = await t.request(`/api/admin/projects/${project.id}/milestones/template`, {
      method: "POST",
      cookie: admin.cookie,
    });
    const list = (await readJson<MilestonesResponse>(res)).milestones;
    expect(list.map((m) => [m.title.en, m.invoiceOn])).toEqual([
      ["Deposit", "project_start"],
      ["Design", "approval"],
      ["Build", "approval"],
      ["Launch", "approval"],
    ]);
  });
});

describe("the payment schedule", () => {
  it("issues a due-date milestone's invoice once its date has come, once, with two instances running it at once", async () => {
    const { client, project } = await clientWithProject();
    const dueAt = new Date(Date.now() + 2 * DAY);
    const m = await addMilestone(project.id, { amountCents: 120_000, invoiceOn: "due_date", dueAt: dueAt.toISOString() });
    await runPaymentSchedule(t.deps, t.database);
    expect(await invoicesOf(m.id)).toHaveLength(0);

    const later = new Date(dueAt.getTime() + 60_000);
    // Both instances' steps at once (past the lock), then both whole turns at once.
    await Promise.all([issueScheduledMilestoneInvoices(t.deps, later), issueScheduledMilestoneInvoices(t2.deps, later)]);
    await Promise.all([runPaymentSchedule(t.deps, t.database, later), runPaymentSchedule(t2.deps, t2.database, later)]);
    const rows = await invoicesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      amountCents: 120_000,
      purchaseType: "automatic",
      description: "Milestone due: Build",
    });
    expect(rows[0]?.fileId).not.toBeNull();
    expect(await outboxOf(client.user.id, "invoice_created")).toHaveLength(1);
  });

  it("invoices the deposit when the project starts, and never again once deleted", async () => {
    const { client, project } = await clientWithProject();
    const deposit = await addMilestone(project.id, {
      title: { en: "Deposit", he: "" },
      amountCents: 80_000,
      invoiceOn: "project_start",
    });
    await runPaymentSchedule(t.deps, t.database);
    expect(await invoicesOf(deposit.id)).toHaveLength(0);

    const started = await t.request(`/api/admin/projects/${project.id}`, json("PATCH", { status: "in_progress" }));
    expect(started.status).toBe(200);
    const [invoice] = await invoicesOf(deposit.id);
    expect(invoice).toMatchObject({ clientId: client.user.id, amountCents: 80_000, status: "pending" });
    await Promise.all([runPaymentSchedule(t.deps, t.database), runPaymentSchedule(t2.deps, t2.database)]);
    expect(await invoicesOf(deposit.id)).toHaveLength(1);

    const removed = await t.request(`/api/admin/invoices/${invoice?.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(removed.status).toBe(200);
    await runPaymentSchedule(t.deps, t.database);
    expect(await invoicesOf(deposit.id)).toHaveLength(0);
  });

  it("invoices a deposit added to a project already started at once", async () => {
    const { project } = await clientWithProject("in_progress");
    const deposit = await addMilestone(project.id, { amountCents: 30_000, invoiceOn: "project_start" });
    expect(await invoicesOf(deposit.id)).toHaveLength(1);
    const onApproval = await addMilestone(project.id, { amountCents: 30_000 });
    expect(await invoicesOf(onApproval.id)).toHaveLength(0);
  });

  it("makes pending invoices past their due date overdue once, with one overdue reminder", async () => {
    const { client } = await clientWithProject();
    const person = { clientId: client.user.id, clientEmail: client.user.email };
    const late = await insertInvoice(t.database.db, { ...person, dueDate: day(-3), invoiceDate: day(-20) });
    const longAgo = await insertInvoice(t.database.db, { ...person, dueDate: day(-60), invoiceDate: day(-80) });
    const notYet = await insertInvoice(t.database.db, { ...person, dueDate: day(10) });
    const paid = await insertInvoice(t.database.db, { ...person, dueDate: day(-3), status: "paid" });
    const ids = [late, longAgo, notYet, paid].map((i) => i?.id ?? "");

    const now = new Date();
    await Promise.all([markOverdueInvoices(t.deps, now), markOverdueInvoices(t2.deps, now)]);
    await Promise.all([runPaymentSchedule(t.deps, t.database), runPaymentSchedule(t2.deps, t2.database)]);
    const rows = await t.database.db.select().from(invoices).where(inArray(invoices.id, ids));
    const status = (id: string | undefined) => rows.find((r) => r.id === id)?.status;
    expect([status(late?.id), status(longAgo?.id), status(notYet?.id), status(paid?.id)]).toEqual([
      "overdue",
      "overdue",
      "pending",
      "paid",
    ]);

    const reminders = await t.database.db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, ids));
    expect(reminders.map((r) => [r.invoiceId, r.kind])).toEqual([[late?.id, "overdue"]]);
    const mails = await outboxOf(client.user.id, "invoice_overdue");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({ invoiceId: late?.id, number: late?.invoiceNumber, amount: "$100.00", date: day(-3) });
    const trail = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, late?.id ?? ""), eq(auditEntries.kind, "invoice_updated")));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: null, before: { status: "pending" }, after: { status: "overdue" } });
  });

  it("reminds once of an invoice an admin set to overdue, with two instances running", async () => {
    const { client } = await clientWithProject();
    const person = { clientId: client.user.id, clientEmail: client.user.email };
    const late = await insertInvoice(t.database.db, { ...person, dueDate: day(-5), invoiceDate: day(-20) });
    const early = await insertInvoice(t.database.db, { ...person, dueDate: day(5), invoiceDate: day(-20) });
    const longAgo = await insertInvoice(t.database.db, { ...person, dueDate: day(-40), invoiceDate: day(-60) });
    const noDate = await insertInvoice(t.database.db, { ...person, invoiceDate: day(-20) });
    for (const invoice of [late, early, longAgo, noDate]) {
      const res = await t.request(`/api/admin/invoices/${invoice?.id}`, json("PATCH", { status: "overdue" }));
      expect(res.status).toBe(200);
    }

    await Promise.all([runPaymentSchedule(t.deps, t.database), runPaymentSchedule(t2.deps, t2.database)]);
    await Promise.all([sendOverdueReminders(t.deps, new Date()), sendOverdueReminders(t2.deps, new Date())]);
    await runPaymentSchedule(t.deps, t.database);
    // Only the one that fell due lately, before today: the e-mail says when it was due.
    const mails = await outboxOf(client.user.id, "invoice_overdue");
    expect(mails.map((m) => m.data)).toEqual([
      expect.objectContaining({ invoiceId: late?.id, number: late?.invoiceNumber, date: day(-5) }),
    ]);
    const ids = [late, early, longAgo, noDate].map((i) => i?.id ?? "");
    const reminders = await t.database.db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, ids));
    expect(reminders.map((r) => [r.invoiceId, r.kind])).toEqual([[late?.id, "overdue"]]);
  });

  it("reminds of invoices due within three days once, not of one issued today or due later", async () => {
    const { client } = await clientWithProject();
    const person = { clientId: client.user.id, clientEmail: client.user.email };
    const soon = await insertInvoice(t.database.db, { ...person, dueDate: day(2), invoiceDate: day(-10) });
    await insertInvoice(t.database.db, { ...person, dueDate: day(2) });
    await insertInvoice(t.database.db, { ...person, dueDate: day(6), invoiceDate: day(-10) });
    await insertInvoice(t.database.db, { ...person, dueDate: day(2), invoiceDate: day(-10), status: "paid" });

    const now = new Date();
    await Promise.all([sendDueSoonReminders(t.deps, now), sendDueSoonReminders(t2.deps, now)]);
    await Promise.all([runPaymentSchedule(t.deps, t.database), runPaymentSchedule(t2.deps, t2.database)]);
    const mails = await outboxOf(client.user.id, "invoice_due_soon");
    expect(mails.map((m) => (m.data as { invoiceId: string }).invoiceId)).toEqual([soon?.id]);
    expect(mails[0]?.eventKey).toBe(`invoice.reminder:${soon?.id}:due_soon`);
  });

  it("honours the person's preferences: invoices turned off, no e-mail, and none later either", async () => {
    const { client } = await clientWithProject();
    await t.database.db.insert(notificationPreferences).values({ userId: client.user.id, category: "invoices", mode: "off" });
    const person = { clientId: client.user.id, clientEmail: client.user.email };
    const soon = await insertInvoice(t.database.db, { ...person, dueDate: day(2), invoiceDate: day(-10) });
    const late = await insertInvoice(t.database.db, { ...person, dueDate: day(-3), invoiceDate: day(-20) });
    await runPaymentSchedule(t.deps, t.database);
    expect(await outboxOf(client.user.id, "invoice_due_soon")).toHaveLength(0);
    expect(await outboxOf(client.user.id, "invoice_overdue")).toHaveLength(0);
    const reminded = await t.database.db
      .select()
      .from(invoiceReminders)
      .where(inArray(invoiceReminders.invoiceId, [soon?.id ?? "", late?.id ?? ""]));
    expect(reminded).toHaveLength(2);

    await t.database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, client.user.id));
    await runPaymentSchedule(t.deps, t.database);
    expect(await outboxOf(client.user.id, "invoice_due_soon")).toHaveLength(0);
  });
});
