import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, paymentEvents, purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import { createSubscriber } from "../../db/seed/billing-factories.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import type { SandboxPayments } from "../../providers/payments/sandbox-payments.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/index.ts";
import { hasActivePremium } from "./premium.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setStoreOpen(t.database.db, true);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The buyer follows the checkout URL to the sandbox page, then presses a button; answers the redirect. */
async function pressOnCheckout(url: string, button: "pay" | "cancel", cookie: string): Promise<string> {
  const path = new URL(url).pathname;
  const page = await t.request(path, { cookie });
  expect(page.status).toBe(200);
  const submitted = await t.request(`${path}/${button}`, { method: "POST", cookie });
  expect(submitted.status).toBe(303);
  return submitted.headers.get("location") ?? "";
}

async function checkoutPremium(cookie: string): Promise<string> {
  const response = await t.request("/api/billing/premium/checkout", { method: "POST", cookie });
  expect(response.status).toBe(200);
  return (await json<{ url: string }>(response)).url;
}

async function subscription(cookie: string) {
  const response = await t.request("/api/billing/subscription", { cookie });
  expect(response.status).toBe(200);
  return json<{
    subscribed: boolean;
    status: string;
    subscriptionEnd: string | null;
    cancelAtPeriodEnd: boolean;
    priceCents: number;
    priceLabel: string;
    plan: string | null;
  }>(response);
}

async function endPeriod(email: string) {
  const admin = await t.signInAs({ role: "admin" });
  const response = await t.request("/api/sandbox/subscriptions/end-period", {
    method: "POST",
    cookie: admin.cookie,
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

describe("GET /api/billing/subscription", () => {
  it("refuses anonymous visitors", async () => {
    expect((await t.request("/api/billing/subscription")).status).toBe(401);
  });

  it("shows a client without premium the configured price", async () => {
    const { cookie } = await t.signInAs();
    expect(await subscription(cookie)).toMatchObject({
      subscribed: false,
      status: "inactive",
      plan: null,
      priceCents: 100,
      priceLabel: "Monthly billing (Testing price)",
    });
  });

  it("treats an ended period as not premium", async () => {
    const { cookie, user } = await t.signInAs();
    await createSubscriber(t.database.db, user, {
      start: new Date(Date.now() - 40 * DAY_MS),
      end: new Date(Date.now() - DAY_MS),
    });
    expect((await subscription(cookie)).subscribed).toBe(false);
  });
});

describe("premium on the sandbox", () => {
  it("refuses anonymous visitors and admins", async () => {
    expect((await t.request("/api/billing/premium/checkout", { method: "POST" })).status).toBe(401);
    const admin = await t.signInAs({ role: "admin" });
    expect((await t.request("/api/billing/premium/checkout", { method: "POST", cookie: admin.cookie })).status).toBe(403);
  });

  it("subscribes through Pay, issues its invoice, and refuses a second subscription", async () => {
    const { cookie, user } = await t.signInAs();
    const url = await checkoutPremium(cookie);
    expect(url).toMatch(/\/api\/sandbox\/checkout\/sbx_cs_/);
    const page = await (await t.request(new URL(url).pathname, { cookie })).text();
    expect(page).toContain("Premium Monthly");
    expect(page).toContain("$1.00 / month");

    expect(await pressOnCheckout(url, "pay", cookie)).toBe("http://localhost:3000/dashboard?checkout=success");
    const state = await subscription(cookie);
    expect(state).toMatchObject({
      subscribed: true,
      status: "active",
      plan: "Premium Monthly",
      cancelAtPeriodEnd: false,
    });
    const end = new Date(state.subscriptionEnd ?? 0).getTime();
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(await hasActivePremium(t.database.db, user.id)).toBe(true);

    const issued = await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      amountCents: 100,
      purchaseType: "automatic",
      status: "paid",
      billingType: "monthly",
    });

    const again = await t.request("/api/billing/premium/checkout", { method: "POST", cookie });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe("already_subscribed");
  });

  it("paying twice (double click, reload) changes nothing more", async () => {
    const { cookie, user } = await t.signInAs();
    const url = await checkoutPremium(cookie);
    await pressOnCheckout(url, "pay", cookie);
    await pressOnCheckout(url, "pay", cookie);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(1);
  });

  it("cancels at period end, keeps access until then, and ends when the period ends", async () => {
    const { cookie, user } = await t.signInAs();
    await pressOnCheckout(await checkoutPremium(cookie), "pay", cookie);
    const before = await subscription(cookie);

    const cancelled = await t.request("/api/billing/premium/cancel", { method: "POST", cookie });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toEqual({
      message: "Your subscription will be cancelled at the end of the current billing period",
    });
    const after = await subscription(cookie);
    expect(after).toMatchObject({ subscribed: true, status: "cancelled", cancelAtPeriodEnd: true });
    expect(after.subscriptionEnd).toBe(before.subscriptionEnd);
    expect((await t.request("/api/billing/premium/cancel", { method: "POST", cookie })).status).toBe(409);

    await endPeriod(user.email);
    expect(await subscription(cookie)).toMatchObject({ subscribed: false, status: "inactive" });
    expect(await hasActivePremium(t.database.db, user.id)).toBe(false);
  });

  it("renews at period end when not cancelled, with a new invoice", async () => {
    const { cookie, user } = await t.signInAs();
    await pressOnCheckout(await checkoutPremium(cookie), "pay", cookie);
    await endPeriod(user.email);
    const state = await subscription(cookie);
    expect(state.subscribed).toBe(true);
    expect(new Date(state.subscriptionEnd ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(2);
  });

  it("refuses to cancel without a subscription", async () => {
    const { cookie } = await t.signInAs();
    const response = await t.request("/api/billing/premium/cancel", { method: "POST", cookie });
    expect(response.status).toBe(400);
  });
});

describe("a sandbox checkout belongs to its buyer", () => {
  const paths = (url: string) => {
    const page = new URL(url).pathname;
    return { page, pay: `${page}/pay`, cancel: `${page}/cancel` };
  };

  async function featureCheckout(cookie: string) {
    const feature = await createFeatureRow(t.database.db, { billingType: "one_time" });
    const started = await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie });
    return (await json<{ url: string }>(started)).url;
  }

  it("asks anonymous visitors to sign in, and grants nothing to an anonymous Pay", async () => {
    const buyer = await t.signInAs();
    const { page, pay, cancel } = paths(await checkoutPremium(buyer.cookie));
    const shown = await t.request(page);
    expect(shown.status).toBe(401);
    expect(shown.headers.get("content-type")).toContain("text/html");
    const html = await shown.text();
    expect(html).toContain("Sign in to continue");
    expect(html).toContain('href="/login"');
    for (const path of [pay, cancel]) expect((await t.request(path, { method: "POST" })).status).toBe(401);
    expect(await hasActivePremium(t.database.db, buyer.user.id)).toBe(false);
    // Still open for the buyer.
    expect((await t.request(page, { cookie: buyer.cookie })).status).toBe(200);
  });

  it("shows another client's or an admin's request a checkout that does not exist", async () => {
    const buyer = await t.signInAs();
    const other = await t.signInAs();
    const admin = await t.signInAs({ role: "admin" });
    for (const url of [await checkoutPremium(buyer.cookie), await featureCheckout(buyer.cookie)]) {
      const { page, pay, cancel } = paths(url);
      for (const cookie of [other.cookie, admin.cookie]) {
        const shown = await t.request(page, { cookie });
        expect(shown.status).toBe(404);
        expect(await shown.text()).toContain("This checkout does not exist.");
        expect((await t.request(pay, { method: "POST", cookie })).status).toBe(404);
        expect((await t.request(cancel, { method: "POST", cookie })).status).toBe(404);
      }
    }
    expect(await hasActivePremium(t.database.db, buyer.user.id)).toBe(false);
    expect(await hasActivePremium(t.database.db, other.user.id)).toBe(false);
    const purchases = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, buyer.user.id));
    expect(purchases.map((p) => p.paymentStatus)).toEqual(["pending"]);
  });

  it("answers an unknown checkout id like someone else's", async () => {
    const { cookie } = await t.signInAs();
    expect((await t.request("/api/sandbox/checkout/sbx_cs_nope", { cookie })).status).toBe(404);
    expect((await t.request("/api/sandbox/checkout/sbx_cs_nope/pay", { method: "POST", cookie })).status).toBe(404);
  });

  it("lets the buyer see and pay it", async () => {
    const buyer = await t.signInAs();
    const url = await checkoutPremium(buyer.cookie);
    expect(await pressOnCheckout(url, "pay", buyer.cookie)).toBe("http://localhost:3000/dashboard?checkout=success");
    expect(await hasActivePremium(t.database.db, buyer.user.id)).toBe(true);
  });
});

describe("feature purchases on the sandbox", () => {
  it("charges the catalogue price, marks the purchase paid, and issues its invoice", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { priceCents: 14900, billingType: "one_time" });
    const started = await t.request(`/api/billing/features/${feature.id}/checkout`, {
      method: "POST",
      cookie,
      body: JSON.stringify({ price: 1, priceCents: 1 }),
    });
    expect(started.status).toBe(200);
    const { url } = await json<{ url: string }>(started);
    const [pending] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, user.id));
    expect(pending).toMatchObject({
      paymentStatus: "pending",
      priceCents: 14900,
      featureName: feature.title,
    });
    expect(pending.providerSessionId).toBe(new URL(url).pathname.split("/").at(-1));

    const location = await pressOnCheckout(url, "pay", cookie);
    expect(location).toBe(`http://localhost:3000/dashboard/store/success?session_id=${pending.providerSessionId}`);
    const [paid] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, pending.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", status: "pending", progress: 0 });
    expect(paid.paymentId).toMatch(/^sbx_pi_/);
    expect(paid.targetCompletionDate?.getTime()).toBe(paid.purchasedAt.getTime() + 30 * DAY_MS);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.purchaseId, pending.id));
    expect(invoice).toMatchObject({ amountCents: 14900, purchaseType: "automatic", billingType: "one_time" });
  });

  it("records a checkout the client backed out of as expired, not as a purchase", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const { url } = await json<{ url: string }>(
      await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie }),
    );
    expect(await pressOnCheckout(url, "cancel", cookie)).toBe("http://localhost:3000/dashboard/store/cancel");
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, user.id));
    expect(row.paymentStatus).toBe("expired");
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(0);
  });

  it("answers 404 for an unknown feature and 401 anonymously", async () => {
    const { cookie } = await t.signInAs();
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.request(`/api/billing/features/${missing}/checkout`, { method: "POST", cookie })).status).toBe(404);
    expect((await t.request(`/api/billing/features/${missing}/checkout`, { method: "POST" })).status).toBe(401);
  });

  it("cancels a monthly purchase at the end of its cycle, the owner only", async () => {
    const owner = await t.signInAs();
    const other = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { billingType: "monthly", priceCents: 2900 });
    const { url } = await json<{ url: string }>(
      await t.request(`/api/billing/features/${feature.id}/checkout`, {
        method: "POST",
        cookie: owner.cookie,
      }),
    );
    await pressOnCheckout(url, "pay", owner.cookie);
    const [paid] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, owner.user.id));
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.providerSubscriptionId).toMatch(/^sbx_sub_/);
    expect(paid.accessUntil?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    expect((await t.request(`/api/billing/purchases/${paid.id}/cancel`, { method: "POST", cookie: other.cookie })).status).toBe(
      404,
    );
    const cancelled = await t.request(`/api/billing/purchases/${paid.id}/cancel`, {
      method: "POST",
      cookie: owner.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toEqual({
      message: "Your subscription will be cancelled at the end of the current billing cycle.",
    });
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, paid.id));
    expect(row).toMatchObject({ paymentStatus: "cancelled", cancelAtPeriodEnd: true });
    expect(row.accessUntil?.getTime()).toBe(paid.accessUntil?.getTime());

    await endPeriod(owner.user.email);
    const [ended] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, paid.id));
    expect(ended.paymentStatus).toBe("cancelled");
    expect(ended.accessUntil?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses to cancel a one-time purchase", async () => {
    const { cookie } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const { url } = await json<{ url: string }>(
      await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie }),
    );
    await pressOnCheckout(url, "pay", cookie);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.featureId, feature.id));
    expect((await t.request(`/api/billing/purchases/${row.id}/cancel`, { method: "POST", cookie })).status).toBe(400);
  });
});

describe("POST /api/billing/webhooks/sandbox", () => {
  const sandbox = () => t.deps.providers.payments as SandboxPayments;

  it("refuses a bad or missing signature and writes nothing", async () => {
    const body = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      created: 1,
      data: { object: {} },
    });
    for (const signature of ["0".repeat(64), undefined]) {
      const response = await t.request("/api/billing/webhooks/sandbox", {
        method: "POST",
        body,
        headers: signature ? { "sandbox-signature": signature } : {},
      });
      expect(response.status).toBe(400);
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_forged"))).toHaveLength(0);
  });

  it("answers 404 for another provider's webhook", async () => {
    expect((await t.request("/api/billing/webhooks/stripe", { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("processes a repeated delivery once", async () => {
    const { user } = await t.signInAs();
    const body = JSON.stringify({
      id: `evt_dup_${user.id}`,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sbx_cs_dup_${user.id}`,
          mode: "subscription",
          client_reference_id: `premium:${user.id}`,
          subscription: "sbx_sub_dup",
          amount_total: 100,
        },
      },
    });
    for (let i = 0; i < 3; i++) {
      const response = await t.request("/api/billing/webhooks/sandbox", {
        method: "POST",
        body,
        headers: { "sandbox-signature": sandbox().sign(body) },
      });
      expect(response.status).toBe(200);
      expect((await json<{ duplicate: boolean }>(response)).duplicate).toBe(i > 0);
    }
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(1);
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(row.subscribed).toBe(true);
  });

  it("keeps the newest state when an older event arrives late", async () => {
    const { user } = await t.signInAs();
    const send = async (id: string, type: string, created: number, object: Record<string, unknown>) => {
      const body = JSON.stringify({ id, object: "event", type, created, data: { object } });
      const response = await t.request("/api/billing/webhooks/sandbox", {
        method: "POST",
        body,
        headers: { "sandbox-signature": sandbox().sign(body) },
      });
      expect(response.status).toBe(200);
    };
    const now = Math.floor(Date.now() / 1000);
    const sub = { id: `sbx_sub_ooo_${user.id.slice(0, 8)}`, metadata: { reference: `premium:${user.id}` } };
    await send(`evt_ooo_del_${user.id}`, "customer.subscription.deleted", now, {
      ...sub,
      status: "canceled",
      ended_at: now,
    });
    await send(`evt_ooo_upd_${user.id}`, "customer.subscription.updated", now - 60, {
      ...sub,
      status: "active",
      items: { data: [{ current_period_end: now + 30 * 86400 }] },
    });
    expect(await hasActivePremium(t.database.db, user.id)).toBe(false);
  });
});

describe("admin billing tools", () => {
  it("are for admins only", async () => {
    const client = await t.signInAs();
    for (const path of ["/api/admin/billing/backfill-payment-ids", "/api/admin/billing/sync-subscription-ids"]) {
      expect((await t.request(path, { method: "POST" })).status).toBe(401);
      expect((await t.request(path, { method: "POST", cookie: client.cookie })).status).toBe(403);
    }
  });

  it("backfills missing payment ids from the provider", async () => {
    const client = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const { url } = await json<{ url: string }>(
      await t.request(`/api/billing/features/${feature.id}/checkout`, {
        method: "POST",
        cookie: client.cookie,
      }),
    );
    await pressOnCheckout(url, "pay", client.cookie);
    const where = and(eq(purchasedFeatures.clientId, client.user.id), eq(purchasedFeatures.featureId, feature.id));
    await t.database.db.update(purchasedFeatures).set({ paymentId: null }).where(where);

    const admin = await t.signInAs({ role: "admin" });
    const response = await t.request("/api/admin/billing/backfill-payment-ids", {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const body = await json<{
      updated: number;
      total_processed: number;
      message: string;
      results: Array<{ purchase_id: string; payment_id: string | null }>;
    }>(response);
    expect(body.updated).toBeGreaterThanOrEqual(1);
    expect(body.message).toBe(`Updated ${body.updated} out of ${body.total_processed} purchases with payment IDs.`);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(where);
    expect(row.paymentId).toMatch(/^sbx_pi_/);
    expect(body.results.find((r) => r.purchase_id === row.id)?.payment_id).toBe(row.paymentId);
  });

  it("syncs subscription ids from the provider", async () => {
    const client = await t.signInAs();
    await pressOnCheckout(await checkoutPremium(client.cookie), "pay", client.cookie);
    const [before] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, client.user.id));
    await t.database.db.update(subscribers).set({ providerSubscriptionId: "sub_stale" }).where(eq(subscribers.id, before.id));

    const admin = await t.signInAs({ role: "admin" });
    const response = await t.request("/api/admin/billing/sync-subscription-ids", {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; updates: Array<Record<string, unknown>> }>(response);
    expect(body.success).toBe(true);
    expect(body.updates.find((u) => u.email === client.user.email)).toMatchObject({
      updated: true,
      oldSubscriptionId: "sub_stale",
      newSubscriptionId: before.providerSubscriptionId,
    });
  });
});

describe("a closed store", () => {
  it("refuses feature checkouts while the store is closed to clients", async () => {
    const { cookie } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { title: "Closed-store feature" });
    await setStoreOpen(t.database.db, false);
    try {
      const res = await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie });
      expect(res.status).toBe(403);
      expect(
        await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.featureId, feature.id)),
      ).toHaveLength(0);
    } finally {
      await setStoreOpen(t.database.db, true);
    }
  });
});
