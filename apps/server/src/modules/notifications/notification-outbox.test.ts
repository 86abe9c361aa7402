import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { form, json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notify } from "./enqueue.ts";
import { OutboxWorker, outboxWorkerFor } from "./outbox-worker.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let admin: Person;
let worker: OutboxWorker;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ fullName: "Dana Client", businessName: "Dana Bakery" });
  admin = await t.signInAs({ role: "admin", fullName: "Avi Admin" });
  worker = outboxWorkerFor(t.deps);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each case starts with an empty outbox and no e-mail sent.
  await worker.runOnce();
  await t.database.db.delete(notificationOutbox);
  t.email.sent.length = 0;
});

async function openTicket(subject = "Logo") {
  const res = await t.request("/api/support/tickets", {
    method: "POST",
    cookie: client.cookie,
    body: form({ subject, message: "Please make the logo bigger" }),
  });
  expect(res.status).toBe(201);
  return json<{ id: string; ticketNumber: number }>(res);
}

async function adminReply(ticketId: string, message = "Done, have a look") {
  const res = await t.request(`/api/admin/support-tickets/${ticketId}/replies`, {
    method: "POST",
    cookie: admin.cookie,
    body: form({ message }),
  });
  expect(res.status).toBe(201);
}

const mailsTo = (address: string) => t.email.sent.filter((m) => m.to === address);

describe("notification outbox", () => {
  it("tells the admins about a new ticket, with a link to it and one-click unsubscribe", async () => {
    const ticket = await openTicket("Header colour");
    expect(mailsTo(admin.user.email)).toHaveLength(0); // written to the outbox, not sent from the request
    expect(await worker.runOnce()).toBeGreaterThan(0);
    const [mail] = mailsTo(admin.user.email);
    expect(mail.subject).toBe(`New ticket #${String(ticket.ticketNumber).padStart(4, "0")} from Dana Bakery`);
    expect(mail.text).toContain(`http://localhost:3000/admin/support-tickets?ticket=${ticket.id}`);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(mailsTo(client.user.email)).toHaveLength(0);
  });

  it("tells the client about an agency reply in their language (Hebrew, right to left)", async () => {
    expect(
      (await t.request("/api/me/language", { method: "PUT", cookie: client.cookie, body: JSON.stringify({ language: "he" }) }))
        .status,
    ).toBe(204);
    const ticket = await openTicket();
    await adminReply(ticket.id);
    await worker.runOnce();
    const [mail] = mailsTo(client.user.email);
    expect(mail.subject).toBe(`תגובה חדשה בפנייה #${String(ticket.ticketNumber).padStart(4, "0")}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(`http://localhost:3000/dashboard/support?tab=tickets&ticket=${ticket.id}`);
    await t.request("/api/me/language", { method: "PUT", cookie: client.cookie, body: JSON.stringify({ language: "en" }) });
  });

  it("batches a burst into one digest and holds what follows until the window ends", async () => {
    const ticket = await openTicket();
    await adminReply(ticket.id, "First");
    await adminReply(ticket.id, "Second");
    await worker.runOnce();
    const mails = mailsTo(client.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("2 updates from Client Portal");

    await adminReply(ticket.id, "Third, a minute later");
    await worker.runOnce();
    expect(mailsTo(client.user.email)).toHaveLength(1);
    const [held] = await t.database.db
      .select({ due: sql<boolean>`${notificationOutbox.dueAt} > now() + interval '9 minutes'` })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, "pending"));
    expect(held.due).toBe(true);
    const metrics = await t.deps.metrics.registry.getSingleMetricAsString("portal_notification_outbox_depth");
    expect(metrics).toMatch(/portal_notification_outbox_depth 1$/m);
  });

  it("sends nothing for a category the person turned off", async () => {
    const put = await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: client.cookie,
      body: JSON.stringify({ preferences: [{ category: "support", mode: "off" }], smsUrgent: false }),
    });
    expect(put.status).toBe(200);
    const ticket = await openTicket();
    await adminReply(ticket.id);
    await worker.runOnce();
    expect(mailsTo(client.user.email)).toHaveLength(0);
    await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: client.cookie,
      body: JSON.stringify({ preferences: [{ category: "support", mode: "instant" }], smsUrgent: false }),
    });
  });

  it("delivers each message once with two workers on one database", async () => {
    const tickets = await Promise.all([openTicket("A"), openTicket("B"), openTicket("C")]);
    const other = outboxWorkerFor(t.deps);
    await Promise.all([worker.runOnce(), other.runOnce(), worker.runOnce(), other.runOnce()]);
    const mails = mailsTo(admin.user.email);
    expect(mails).toHaveLength(1); // one digest of the three
    for (const ticket of tickets) expect(mails[0].text).toContain(ticket.id);
  });

  it("loses nothing when a worker dies holding a claim, and sends it with the same Message-ID", async () => {
    await openTicket();
    const [claim] = await worker.claim(); // claimed, then the worker is killed
    expect(await outboxWorkerFor(t.deps).runOnce()).toBe(0); // the lease still holds
    await t.database.db.update(notificationOutbox).set({ leaseUntil: sql`now() - interval '1 second'` });
    expect(await outboxWorkerFor(t.deps).runOnce()).toBe(1);
    const mails = mailsTo(admin.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].messageId).toBe(`<${claim.batchId}@localhost>`);
    expect(await worker.runOnce()).toBe(0);
  });

  it("retries a failed delivery later with backoff", async () => {
    await openTicket();
    const failing = new OutboxWorker({
      db: t.deps.db,
      email: { kind: "smtp", send: () => Promise.reject(new Error("SMTP down")) },
      sms: t.sms,
      log: t.deps.log,
      portalUrl: "http://localhost:3000",
      secret: "s",
      smsHourlyBudget: 10,
      retryBaseSeconds: 30,
    });
    await failing.runOnce();
    const [row] = await t.database.db
      .select({
        status: notificationOutbox.status,
        attempts: notificationOutbox.attempts,
        lastError: notificationOutbox.lastError,
        later: sql<boolean>`${notificationOutbox.dueAt} > now() + interval '20 seconds'`,
      })
      .from(notificationOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP down", later: true });
    await t.database.db.update(notificationOutbox).set({ dueAt: sql`now()` });
    await worker.runOnce();
    expect(mailsTo(admin.user.email)).toHaveLength(1);
  });

  it("refuses a payload that does not fit its kind at the write, and the change with it", async () => {
    const write = t.database.db.transaction(async (tx) => {
      // The cast stands for a call site the typecheck would refuse (no ticket id).
      await notify(tx, t.deps.config.notifications.timing, {
        key: "support.ticket:bad",
        kind: "ticket_created",
        to: "admins",
        data: { number: "0001", subject: "Logo", client: "Dana" } as never,
      });
    });
    await expect(write).rejects.toThrow(/ticketId/);
    expect(await t.database.db.select().from(notificationOutbox)).toEqual([]);
  });

  it("sends an old row that no longer fits its kind as a generic update, linked to the person's home screen", async () => {
    await t.database.db.insert(notificationOutbox).values([
      { recipientId: admin.user.id, eventKey: "old:1", kind: "ticket_created", category: "support", data: { number: "0001" } },
      { recipientId: client.user.id, eventKey: "old:2", kind: "kind_since_removed", category: "projects", data: {} },
    ]);
    await worker.runOnce();
    const [toAdmin] = mailsTo(admin.user.email);
    expect(toAdmin.subject).toMatch(/^An update from \S.+$/);
    expect(toAdmin.text).toContain(
      "There is an update for you in the client portal.\nOpen in the portal: http://localhost:3000/admin/dashboard",
    );
    expect(toAdmin.text).not.toMatch(/undefined|null/);
    const [toClient] = mailsTo(client.user.email);
    expect(toClient.text).toContain("Open in the portal: http://localhost:3000/dashboard\n");
    const statuses = await t.database.db.select({ status: notificationOutbox.status }).from(notificationOutbox);
    expect(statuses.map((r) => r.status)).toEqual(["sent", "sent"]);
  });
});
