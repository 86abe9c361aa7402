import type { BackfillResult, SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import type { ClientFeaturesDetail, ClientSummary, Purchase } from "@portal/shared/store-contracts";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { createSubscriber } from "../../db/seed/billing-factories.ts";
import { seedDemoData } from "../../db/seed/demo-data.ts";
import { createFeatureRow, createPurchaseRow } from "../../db/seed/store-factories.ts";
import { cookieFrom, createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/store-settings-service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
beforeAll(async () => {
  t = await createTestApp();
  const { db, providers } = t.deps;
  await seedDemoData({ db, storage: providers.storage, demoSiteUrl: "http://localhost:3001" }, pino({ level: "silent" }));
  await setStoreOpen(db, true);
  admin = await t.signInAs({ role: "admin" });
  // The demo data (with its invoice PDFs) takes a while on a busy machine.
}, 180_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const DAY_MS = 24 * 60 * 60 * 1000;

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** Signs in a person who already exists (the demo clients) with the SMS code. */
async function signInExisting(phone: string): Promise<string> {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const verified = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  expect(verified.status).toBe(200);
  return cookieFrom(verified);
}

const checkout = (cookie: string, featureId: string) =>
  t.request(`/api/billing/features/${featureId}/checkout`, { method: "POST", cookie });

/** Follows a sandbox checkout URL and presses Pay or Cancel as the buyer (only they may). */
async function press(url: string, button: "pay" | "cancel", cookie: string) {
  const response = await t.request(`${new URL(url).pathname}/${button}`, { method: "POST", cookie });
  expect(response.status).toBe(303);
}

const myPurchases = async (cookie: string) =>
  (await json<{ purchases: Purchase[] }>(t.request("/api/store/purchases", { cookie }))).purchases;

describe("demo subscriptions", () => {
  it("lets each demo client cancel every monthly feature they see as subscribed", async () => {
    for (const phone of ["+15550100002", "+972501234567"]) {
      const cookie = await signInExisting(phone);
      const cancellable = (await myPurchases(cookie)).filter(
        (p) => p.billingType === "monthly" && p.paymentStatus === "paid" && !p.cancelAtPeriodEnd,
      );
      expect(cancellable.length).toBeGreaterThan(0);
      for (const purchase of cancellable) {
        const response = await t.request(`/api/billing/purchases/${purchase.id}/cancel`, { method: "POST", cookie });
        expect(response.status, await response.clone().text()).toBe(200);
      }
      const after = await myPurchases(cookie);
      for (const purchase of cancellable) {
        const now = after.find((p) => p.id === purchase.id);
        expect(now).toMatchObject({ paymentStatus: "cancelled", cancelAtPeriodEnd: true });
        expect(new Date(now?.accessUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
      }
    }
  });

  it("cancels a subscription kept only in the portal's records at the end of its current cycle", async () => {
    const { cookie, user } = await t.signInAs();
    const purchasedAt = new Date(Date.now() - 40 * DAY_MS);
    const purchase = await createPurchaseRow(t.database.db, { client: user, billingType: "monthly", purchasedAt });
    const response = await t.request(`/api/billing/purchases/${purchase.id}/cancel`, { method: "POST", cookie });
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, purchase.id));
    const secondCycleEnd = new Date(purchasedAt);
    secondCycleEnd.setUTCMonth(secondCycleEnd.getUTCMonth() + 2);
    expect(row).toMatchObject({ paymentStatus: "cancelled", cancelAtPeriodEnd: true });
    expect(row.accessUntil?.getTime()).toBe(secondCycleEnd.getTime());
  });
});

describe("a feature already owned", () => {
  it("refuses a second checkout of a paid one-time feature", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { billingType: "one_time" });
    await press((await json<{ url: string }>(checkout(cookie, feature.id))).url, "pay", cookie);
    const again = await checkout(cookie, feature.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "feature_already_owned" } });
    const rows = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a running monthly subscription, and allows subscribing again once it is cancelled", async () => {
    const { cookie } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { billingType: "monthly" });
    await press((await json<{ url: string }>(checkout(cookie, feature.id))).url, "pay", cookie);
    const again = await checkout(cookie, feature.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "feature_already_subscribed" } });

    const [purchase] = await myPurchases(cookie);
    expect((await t.request(`/api/billing/purchases/${purchase.id}/cancel`, { method: "POST", cookie })).status).toBe(200);
    expect((await checkout(cookie, feature.id)).status).toBe(200);
  });

  it("does not count another client's purchase, an unpaid checkout or a refund", async () => {
    const feature = await createFeatureRow(t.database.db, { billingType: "one_time" });
    const other = await t.signInAs();
    await createPurchaseRow(t.database.db, { client: other.user, feature });
    const { cookie, user } = await t.signInAs();
    await createPurchaseRow(t.database.db, { client: user, feature, paymentStatus: "refunded" });
    await press((await json<{ url: string }>(checkout(cookie, feature.id))).url, "cancel", cookie);
    expect((await checkout(cookie, feature.id)).status).toBe(200);
  });
});

describe("abandoned checkouts", () => {
  it("are not the client's purchases nor counted, but admins see them labelled", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { title: "Backed-out feature", priceCents: 7700 });
    await press((await json<{ url: string }>(checkout(cookie, feature.id))).url, "cancel", cookie);
    await checkout(cookie, feature.id);

    expect(await myPurchases(cookie)).toEqual([]);
    const detail = await json<ClientFeaturesDetail>(
      t.request(`/api/admin/client-features/clients/${user.id}`, { cookie: admin.cookie }),
    );
    expect(detail.purchases).toEqual([]);
    expect(detail.unfinishedCheckouts.map((c) => [c.featureName, c.paymentStatus, c.priceCents])).toEqual([
      ["Backed-out feature", "pending", 7700],
      ["Backed-out feature", "expired", 7700],
    ]);
    const summaries = await json<{ clients: ClientSummary[] }>(
      t.request(`/api/admin/client-features?email=${encodeURIComponent(user.email)}`, { cookie: admin.cookie }),
    );
    expect(summaries.clients).toEqual([]);
  });

  it("are refused to clients and to anonymous callers on the admin screen", async () => {
    const { cookie, user } = await t.signInAs();
    expect((await t.request(`/api/admin/client-features/clients/${user.id}`, { cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/client-features/clients/${user.id}`)).status).toBe(401);
  });
});

describe("billing tools report failures", () => {
  async function subscribedClient() {
    const { user } = await t.signInAs();
    await createSubscriber(t.database.db, user, { subscribed: true });
    return user;
  }

  it("reports a sync where every subscriber failed as a failure, with counts", async () => {
    vi.spyOn(t.deps.providers.payments, "findActiveSubscriptionId").mockRejectedValue(new Error("provider down"));
    const sync = await json<SubscriptionSyncResult>(
      t.request("/api/admin/billing/sync-subscription-ids", { method: "POST", cookie: admin.cookie }),
    );
    expect(sync.total).toBeGreaterThan(0);
    expect(sync).toMatchObject({ success: false, synced: 0, failed: sync.total });
    expect(sync.message).toBe(`Synced 0 users, ${sync.total} failed.`);
    expect(sync.error).toBe(`All ${sync.total} users failed to sync.`);
  });

  it("counts a partly failed sync", async () => {
    const failing = await subscribedClient();
    const payments = t.deps.providers.payments;
    const real = payments.findActiveSubscriptionId.bind(payments);
    vi.spyOn(payments, "findActiveSubscriptionId").mockImplementation(async (customer) => {
      if (customer.email === failing.email) throw new Error("provider down");
      return real(customer);
    });
    const sync = await json<SubscriptionSyncResult>(
      t.request("/api/admin/billing/sync-subscription-ids", { method: "POST", cookie: admin.cookie }),
    );
    expect(sync).toMatchObject({ success: false, failed: 1, synced: sync.total - 1 });
    expect(sync.synced).toBeGreaterThan(0);
    expect(sync.error).toBeUndefined();
    expect(sync.updates.find((u) => u.email === failing.email)?.error).toBe("provider down");
  });

  it("keeps a demo client's premium subscription id, not a monthly feature's", async () => {
    const sync = await json<SubscriptionSyncResult>(
      t.request("/api/admin/billing/sync-subscription-ids", { method: "POST", cookie: admin.cookie }),
    );
    expect(sync.updates.find((u) => u.email === "daniel@brooksbakery.com")).toMatchObject({
      updated: false,
      newSubscriptionId: "sbx_sub_demo_daniel",
    });
  });

  it("counts backfill failures", async () => {
    const { user } = await t.signInAs();
    const purchase = await createPurchaseRow(t.database.db, { client: user });
    await t.database.db
      .update(purchasedFeatures)
      .set({ paymentId: null, providerSessionId: `sbx_cs_missing_${purchase.id}` })
      .where(eq(purchasedFeatures.id, purchase.id));
    vi.spyOn(t.deps.providers.payments, "findPaymentId").mockRejectedValue(new Error("provider down"));
    const backfill = await json<BackfillResult>(
      t.request("/api/admin/billing/backfill-payment-ids", { method: "POST", cookie: admin.cookie }),
    );
    expect(backfill.failed).toBe(backfill.total_processed);
    expect(backfill.failed).toBeGreaterThan(0);
    expect(backfill.updated).toBe(0);
  });
});
