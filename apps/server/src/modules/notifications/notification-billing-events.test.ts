import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox, purchasedFeatures } from "../../db/schema/index.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import type { SandboxPayments } from "../../providers/payments/sandbox-payments.ts";
import { json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/index.ts";
import { type OutboxWorker, outboxWorkerFor } from "./outbox-worker.ts";

/** Purchases, progress, project changes and billing events notify the right people in their language. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let buyer: Person;
let bystander: Person;
let admin: Person;
let worker: OutboxWorker;
const PORTAL = "http://localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
  await setStoreOpen(t.database.db, true);
  buyer = await t.signInAs({ fullName: "Noa Buyer", businessName: "Noa Flowers" });
  bystander = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  await t.request("/api/me/language", { method: "PUT", cookie: buyer.cookie, body: JSON.stringify({ language: "he" }) });
  worker = outboxWorkerFor(t.deps);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(notificationOutbox);
  t.email.sent.length = 0;
});

/** Delivers what is due and answers the e-mails sent, by recipient. */
async function delivered() {
  await worker.runOnce();
  const mails = [...t.email.sent];
  t.email.sent.length = 0;
  await t.database.db.delete(notificationOutbox);
  return {
    to: (person: Person) => mails.filter((m) => m.to === person.user.email),
    recipients: new Set(mails.map((m) => m.to)),
  };
}

/** The buyer pays for a feature through the sandbox checkout; answers the purchase row. */
async function buy(billingType: "monthly" | "one_time", title: string) {
  const feature = await createFeatureRow(t.database.db, { billingType, priceCents: 2900, title });
  const started = await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie: buyer.cookie });
  const path = new URL((await json<{ url: string }>(started)).url).pathname;
  expect((await t.request(`${path}/pay`, { method: "POST", cookie: buyer.cookie })).status).toBe(303);
  const [purchase] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.featureId, feature.id));
  return purchase;
}

/** A provider event delivered to the sandbox webhook, signed as the sandbox signs its own. */
async function webhook(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = (t.deps.providers.payments as SandboxPayments).sign(body);
  const res = await t.request("/api/billing/webhooks/sandbox", {
    method: "POST",
    body,
    headers: { "sandbox-signature": signature },
  });
  expect(res.status).toBe(200);
}

describe("purchases and billing", () => {
  it("a new purchase e-mails every admin (not clients) with a link to the buyer's purchases; the buyer gets the invoice in Hebrew", async () => {
    const purchase = await buy("one_time", "Online booking");
    const mail = await delivered();
    const [notice] = mail.to(admin);
    expect(notice.subject).toBe("New purchase: Online booking");
    expect(notice.text).toContain('Noa Flowers bought "Online booking".');
    expect(notice.text).toContain(`${PORTAL}/admin/client-features?client=${buyer.user.id}`);
    expect(mail.recipients.has(bystander.user.email)).toBe(false);
    const [invoice] = mail.to(buyer);
    expect(invoice.subject).toMatch(/^חשבונית חדשה /);
    expect(invoice.text).toContain(`${PORTAL}/dashboard/invoices?invoice=`);
    expect(purchase.paymentStatus).toBe("paid");
  });

  it("progress and completion of a purchased feature e-mail its buyer in Hebrew, linked to the store", async () => {
    const purchase = await buy("one_time", "Gallery");
    await delivered();
    const progress = await t.request(`/api/admin/client-features/purchases/${purchase.id}/progress`, {
      method: "PUT",
      cookie: admin.cookie,
      body: JSON.stringify({ progress: 40 }),
    });
    expect(progress.status).toBe(200);
    let mail = await delivered();
    expect(mail.to(buyer).map((m) => m.subject)).toEqual(["Gallery: 40%"]);
    expect(mail.to(buyer)[0].text).toContain('העבודה על "Gallery" הגיעה ל-40% (ממתין).');
    expect(mail.to(buyer)[0].text).toContain(`${PORTAL}/dashboard/store`);
    expect(mail.recipients.has(admin.user.email)).toBe(false);

    const done = await t.request(`/api/admin/client-features/purchases/${purchase.id}/status`, {
      method: "PUT",
      cookie: admin.cookie,
      body: JSON.stringify({ status: "completed" }),
    });
    expect(done.status).toBe(200);
    mail = await delivered();
    expect(mail.to(buyer).map((m) => m.subject)).toEqual(["Gallery: 100%"]);
    expect(mail.to(buyer)[0].text).toContain("(הושלם)");
  });

  it("a failed renewal tells the admins and the buyer (in Hebrew), once however often the provider repeats it", async () => {
    const purchase = await buy("monthly", "Newsletter");
    await delivered();
    const invoice = {
      id: `in_failed_${purchase.id}`,
      object: "invoice",
      billing_reason: "subscription_cycle",
      parent: { subscription_details: { subscription: purchase.providerSubscriptionId, metadata: {} } },
    };
    await webhook("invoice.payment_failed", invoice);
    await webhook("invoice.payment_failed", invoice);
    const mail = await delivered();
    expect(mail.to(admin).map((m) => m.subject)).toEqual(["Payment failed for Noa Flowers"]);
    expect(mail.to(admin)[0].text).toContain(`${PORTAL}/admin/client-features?client=${buyer.user.id}`);
    expect(mail.to(buyer).map((m) => m.subject)).toEqual(["חידוש המנוי נכשל"]);
    expect(mail.to(buyer)[0].text).toContain('לא הצלחנו לחדש את המנוי שלך "Newsletter".');
    expect(mail.to(buyer)[0].text).toContain(`${PORTAL}/dashboard/store`);
  });

  it("cancelling a monthly purchase tells the buyer when it ends", async () => {
    const purchase = await buy("monthly", "Live chat");
    await delivered();
    expect(
      (await t.request(`/api/billing/purchases/${purchase.id}/cancel`, { method: "POST", cookie: buyer.cookie })).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, purchase.id));
    const date = row.accessUntil?.toISOString().slice(0, 10);
    const mail = await delivered();
    expect(mail.to(buyer).map((m) => m.subject)).toEqual(["המנוי שלך מסתיים"]);
    expect(mail.to(buyer)[0].text).toContain(`המנוי שלך "Live chat" מסתיים ב-${date}.`);
    expect(mail.recipients.has(admin.user.email)).toBe(false);
  });

  it("premium: subscribing tells the admins (linked to the client's page); cancelling tells the client, linked to Settings", async () => {
    const started = await t.request("/api/billing/premium/checkout", { method: "POST", cookie: bystander.cookie });
    const path = new URL((await json<{ url: string }>(started)).url).pathname;
    await t.request(`${path}/pay`, { method: "POST", cookie: bystander.cookie });
    let mail = await delivered();
    expect(mail.to(admin)[0].text).toContain(`${PORTAL}/admin/users/${bystander.user.id}`);
    expect(mail.to(admin)[0].subject).toMatch(/^New purchase: /);

    expect((await t.request("/api/billing/premium/cancel", { method: "POST", cookie: bystander.cookie })).status).toBe(200);
    mail = await delivered();
    expect(mail.to(bystander).map((m) => m.subject)).toEqual(["Your subscription is ending"]);
    expect(mail.to(bystander)[0].text).toContain(`${PORTAL}/dashboard/settings`);
  });
});

describe("projects", () => {
  it("a new estimated delivery date e-mails the client, and only them", async () => {
    const mine = await t.request("/api/projects/mine", { method: "POST", cookie: bystander.cookie });
    const { project } = await json<{ project: { id: string } }>(mine);
    const res = await t.request(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ estimatedDelivery: "2027-02-01T12:00:00.000Z" }),
    });
    expect(res.status).toBe(200);
    const mail = await delivered();
    expect([...mail.recipients]).toEqual([bystander.user.email]);
    expect(mail.to(bystander)[0].text).toContain('Your project was updated: status "Pending", estimated delivery 2027-02-01.');
    expect(mail.to(bystander)[0].text).toContain(`${PORTAL}/dashboard`);
  });
});
