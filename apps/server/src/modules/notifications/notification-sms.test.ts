import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox, profiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notify } from "./enqueue.ts";
import { outboxWorkerFor } from "./outbox-worker.ts";

/** Urgent kinds also go by SMS, through the outbox and the hourly SMS budget, to people who opted in. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let admin: Person;
let quietAdmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ fullName: "Noa Client", businessName: "Noa Flowers" });
  admin = await t.signInAs({ role: "admin" });
  quietAdmin = await t.signInAs({ role: "admin" });
  await t.request("/api/me/language", { method: "PUT", cookie: client.cookie, body: JSON.stringify({ language: "he" }) });
  for (const person of [client, admin]) await optIn(person, true);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(notificationOutbox);
  t.email.sent.length = 0;
});

function optIn(person: Person, smsUrgent: boolean) {
  return t.request("/api/notifications/preferences", {
    method: "PUT",
    cookie: person.cookie,
    body: JSON.stringify({ preferences: [], smsUrgent }),
  });
}

const textsTo = (person: Person) => t.sms.sent.filter((m) => m.to === person.user.phone && m.body.startsWith("Client Portal:"));

async function failedPayment(key: string) {
  const timing = t.deps.config.notifications.timing;
  await t.database.db.transaction(async (tx) => {
    await notify(tx, timing, {
      key: `payment.failed:${key}`,
      kind: "payment_failed",
      to: "admins",
      data: { clientId: client.user.id, client: "Noa Flowers", feature: "Newsletter", purchaseId: key },
    });
    await notify(tx, timing, {
      key: `subscription.failed:${key}`,
      kind: "subscription_failed",
      to: client.user.id,
      data: { name: "Newsletter", purchaseId: key },
    });
  });
}

describe("urgent text messages", () => {
  it("a failed payment texts the admins who opted in and the client (in Hebrew), besides the e-mails", async () => {
    const before = { admin: textsTo(admin).length, quiet: textsTo(quietAdmin).length, client: textsTo(client).length };
    await failedPayment("p1");
    await outboxWorkerFor(t.deps).runOnce();
    const adminTexts = textsTo(admin).slice(before.admin);
    expect(adminTexts.map((m) => m.body)).toEqual([
      `Client Portal: a payment from Noa Flowers failed. http://localhost:3000/admin/client-features?client=${client.user.id}`,
    ]);
    expect(textsTo(quietAdmin)).toHaveLength(before.quiet);
    expect(
      textsTo(client)
        .slice(before.client)
        .map((m) => m.body),
    ).toEqual(['Client Portal: לא הצלחנו לחדש את המנוי שלך "Newsletter". http://localhost:3000/dashboard/store']);
    expect(new Set(t.email.sent.map((m) => m.to))).toEqual(new Set([admin.user.email, quietAdmin.user.email, client.user.email]));
  });

  it("sends each text once, however often the event is written", async () => {
    const before = textsTo(admin).length;
    await failedPayment("p2");
    await failedPayment("p2");
    const worker = outboxWorkerFor(t.deps);
    await worker.runOnce();
    await worker.runOnce();
    expect(textsTo(admin).length - before).toBe(1);
  });

  it("skips the text (not the e-mail) when the hourly SMS budget is used up, and says why", async () => {
    const before = textsTo(admin).length;
    await failedPayment("p3");
    await outboxWorkerFor(t.deps, { smsHourlyBudget: 0 }).runOnce();
    expect(textsTo(admin).length).toBe(before);
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.eventKey, "payment.failed:p3"), eq(notificationOutbox.recipientId, admin.user.id)));
    expect(rows.map((r) => [r.channel, r.status, r.lastError]).sort()).toEqual([
      ["email", "sent", null],
      ["sms", "skipped", "SMS budget used up"],
    ]);
  });

  it("writes no text for someone who opted out or has no phone number, and Settings says there is no number", async () => {
    await optIn(admin, false);
    await failedPayment("p4");
    const sms = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, "sms"));
    expect(sms.map((r) => r.recipientId)).toEqual([client.user.id]);
    await optIn(admin, true);

    await t.database.db.update(profiles).set({ phone: null }).where(eq(profiles.id, quietAdmin.user.id));
    await optIn(quietAdmin, true);
    const view = await t.request("/api/notifications/preferences", { cookie: quietAdmin.cookie });
    expect(await view.json()).toMatchObject({ smsUrgent: true, hasPhone: false });
    await failedPayment("p5");
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, "payment.failed:p5"));
    expect(rows.filter((r) => r.channel === "sms").map((r) => r.recipientId)).toEqual([admin.user.id]);
  });
});

describe("the SMS budget alert", () => {
  it("is e-mailed to every admin from the outbox, with what to do", async () => {
    await t.database.db.transaction((tx) =>
      notify(tx, t.deps.config.notifications.timing, {
        key: "sms:budget-alert:1",
        kind: "sms_budget",
        to: "admins",
        data: { budget: "3", until: "2026-11-23 03:00 UTC" },
      }),
    );
    await outboxWorkerFor(t.deps).runOnce();
    expect(t.email.sent.map((m) => m.to).sort()).toEqual([admin.user.email, quietAdmin.user.email].sort());
    const [mail] = t.email.sent;
    expect(mail.subject).toBe("SMS budget reached on the client portal");
    expect(mail.text).toContain(
      "The hourly budget of 3 text messages (sign-in codes and urgent news) is used up until 2026-11-23 03:00 UTC",
    );
    expect(mail.text).toContain("SMS_HOURLY_BUDGET");
    expect(mail.text).toContain("http://localhost:3000/admin/dashboard");
  });
});
