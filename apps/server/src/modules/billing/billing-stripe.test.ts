import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { BackfillResult, SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, paymentEvents, purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import { StripePayments } from "../../providers/payments/stripe-payments.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import { LocalDiskStorage } from "../../providers/storage/local-disk-storage.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/index.ts";
import { hasActivePremium } from "./premium.ts";

const WEBHOOK_SECRET = "whsec_billing_test";
const DAY = 86_400;

/** A local stand-in for the few Stripe endpoints the portal calls. */
const calls: Array<{ method: string; path: string; form: Record<string, string> }> = [];
let sessionCount = 0;
let server: http.Server;
let apiBase: string;

/** Fails the first write, so the first delivery of a payment fails and the retry succeeds. */
class FlakyStorage implements FileStorage {
  readonly kind = "local" as const;
  failNext = false;
  constructor(private readonly inner: FileStorage) {}
  async put(key: string, body: Uint8Array, contentType: string) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("storage is down");
    }
    return this.inner.put(key, body, contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
}

const storage = new FlakyStorage(new LocalDiskStorage(path.join(os.tmpdir(), `billing-stripe-${process.pid}`)));
let t: TestApp;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "", "http://stand-in");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      calls.push({ method: req.method ?? "", path: url.pathname, form });
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        sessionCount += 1;
        const id = `cs_test_${sessionCount}`;
        json(200, { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
      } else if (req.method === "GET" && url.pathname.startsWith("/v1/checkout/sessions/")) {
        const id = url.pathname.split("/").at(-1);
        json(200, { id, object: "checkout.session", payment_intent: `pi_for_${id}`, subscription: null });
      } else if (req.method === "POST" && url.pathname.startsWith("/v1/subscriptions/")) {
        json(200, {
          id: url.pathname.split("/").at(-1),
          object: "subscription",
          cancel_at_period_end: true,
          items: { object: "list", data: [{ id: "si_1", current_period_end: periodEnd }] },
        });
      } else if (req.method === "GET" && url.pathname === "/v1/customers") {
        json(200, { object: "list", data: [{ id: "cus_found", object: "customer" }], has_more: false });
      } else if (req.method === "GET" && url.pathname === "/v1/subscriptions") {
        json(200, { object: "list", data: [{ id: "sub_current", object: "subscription" }], has_more: false });
      } else {
        json(404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    providers: {
      payments: new StripePayments({ secretKey: "sk_test_billing", webhookSecret: WEBHOOK_SECRET, apiBase }),
      storage,
    },
  });
  await setStoreOpen(t.database.db, true);
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const now = Math.floor(Date.now() / 1000);
const periodEnd = now + 30 * DAY;
let eventCount = 0;

function signedEvent(type: string, object: Record<string, unknown>, created = now, id = `evt_${++eventCount}_${Date.now()}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created,
    api_version: "2026-10-28",
    data: { object },
  });
  return {
    id,
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

function deliver(event: { payload: string; signature: string }) {
  return t.request("/api/billing/webhooks/stripe", {
    method: "POST",
    body: event.payload,
    headers: { "stripe-signature": event.signature, "content-type": "application/json" },
  });
}

const subscriptionObject = (id: string, reference: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: "subscription",
  status: "active",
  customer: "cus_1",
  cancel_at_period_end: false,
  metadata: { reference },
  items: { object: "list", data: [{ id: "si_1", current_period_start: now, current_period_end: periodEnd }] },
  ...extra,
});

/** A client's purchase of a new feature, with its Stripe checkout started (not yet paid). */
async function startedFeatureCheckout(priceCents?: number) {
  const client = await t.signInAs();
  const feature = await createFeatureRow(t.database.db, priceCents === undefined ? {} : { priceCents });
  await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie: client.cookie });
  const [purchase] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, client.user.id));
  return purchase;
}

/** A client who has paid for premium through Stripe (checkout, subscription, first invoice). */
async function premiumClient(subscriptionId: string) {
  const client = await t.signInAs();
  const started = await t.request("/api/billing/premium/checkout", { method: "POST", cookie: client.cookie });
  expect(started.status).toBe(200);
  const sent = calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1);
  const reference = sent?.form["metadata[reference]"] ?? "";
  expect(reference).toBe(`premium:${client.user.id}`);
  const sessionId = `cs_test_${sessionCount}`;
  for (const event of [
    signedEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: reference,
      metadata: { reference },
      subscription: subscriptionId,
      customer: "cus_1",
      amount_total: 100,
    }),
    signedEvent("customer.subscription.created", subscriptionObject(subscriptionId, reference)),
    signedEvent("invoice.paid", {
      id: `in_${subscriptionId}`,
      object: "invoice",
      billing_reason: "subscription_create",
      amount_paid: 100,
      parent: { subscription_details: { subscription: subscriptionId, metadata: { reference } } },
      lines: { data: [{ period: { start: now, end: periodEnd } }] },
    }),
  ]) {
    expect((await deliver(event)).status).toBe(200);
  }
  return { ...client, reference };
}

describe("billing on Stripe (official SDK against a local stand-in)", () => {
  it("subscribes a client from Stripe's events and issues the invoice", async () => {
    const { user } = await premiumClient("sub_happy");
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(row).toMatchObject({
      subscribed: true,
      providerSubscriptionId: "sub_happy",
      providerCustomerId: "cus_1",
    });
    expect(row.subscriptionEnd?.getTime()).toBe(periodEnd * 1000);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(1);
  });

  it("refuses a bad signature and writes nothing", async () => {
    const event = signedEvent("checkout.session.completed", { id: "cs_forged", client_reference_id: "x" });
    const forged = {
      payload: event.payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_other" }),
    };
    expect((await deliver(forged)).status).toBe(400);
    expect((await deliver({ payload: event.payload, signature: "" })).status).toBe(400);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
  });

  it("processes a duplicate delivery once", async () => {
    const purchase = await startedFeatureCheckout(9900);
    const event = signedEvent("checkout.session.completed", {
      id: purchase.providerSessionId,
      object: "checkout.session",
      mode: "payment",
      client_reference_id: `purchase:${purchase.id}`,
      payment_intent: "pi_dup",
      amount_total: 9900,
    });
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    const [paid] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, purchase.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentId: "pi_dup" });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.purchaseId, purchase.id))).toHaveLength(1);
  });

  it("answers 500 when processing fails, and the provider's retry succeeds", async () => {
    const purchase = await startedFeatureCheckout();
    const event = signedEvent("checkout.session.completed", {
      id: purchase.providerSessionId,
      client_reference_id: `purchase:${purchase.id}`,
      payment_intent: "pi_retry",
    });
    storage.failNext = true;
    expect((await deliver(event)).status).toBe(500);
    expect((await deliver(event)).status).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.purchaseId, purchase.id));
    expect(invoice.fileId).not.toBeNull();
    const [recorded] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded.processedAt).not.toBeNull();
  });

  it("keeps the final state when events arrive out of order", async () => {
    const { user, reference } = await premiumClient("sub_ooo");
    const deleted = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject("sub_ooo", reference, { status: "canceled", ended_at: now + 20 }),
      now + 20,
    );
    const staleUpdate = signedEvent("customer.subscription.updated", subscriptionObject("sub_ooo", reference), now + 10);
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(staleUpdate)).status).toBe(200);
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(row.subscribed).toBe(false);
  });

  it("marks a purchase whose checkout expired as an expired checkout, not a purchase", async () => {
    const purchase = await startedFeatureCheckout();
    const expired = signedEvent("checkout.session.expired", {
      id: purchase.providerSessionId,
      object: "checkout.session",
      status: "expired",
      client_reference_id: `purchase:${purchase.id}`,
    });
    expect((await deliver(expired)).status).toBe(200);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.id, purchase.id));
    expect(row.paymentStatus).toBe("expired");
  });

  it("cancels premium at period end at Stripe, then ends it when the period ends", async () => {
    const { user, cookie, reference } = await premiumClient("sub_cancel");
    const response = await t.request("/api/billing/premium/cancel", { method: "POST", cookie });
    expect(response.status).toBe(200);
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_cancel",
      form: { cancel_at_period_end: "true" },
    });
    const state = await (await t.request("/api/billing/subscription", { cookie })).json();
    expect(state).toMatchObject({ subscribed: true, status: "cancelled", cancelAtPeriodEnd: true });

    const ended = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject("sub_cancel", reference, {
        status: "canceled",
        cancel_at_period_end: true,
        ended_at: now + 5,
      }),
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await deliver(ended)).status).toBe(200);
    expect(await hasActivePremium(t.database.db, user.id)).toBe(false);
  });

  it("runs the admin tools against Stripe", async () => {
    const purchase = await startedFeatureCheckout();
    await t.database.db.update(purchasedFeatures).set({ paymentStatus: "paid" }).where(eq(purchasedFeatures.id, purchase.id));
    const admin = await t.signInAs({ role: "admin" });

    const backfill = (await (
      await t.request("/api/admin/billing/backfill-payment-ids", { method: "POST", cookie: admin.cookie })
    ).json()) as BackfillResult;
    expect(backfill.results).toContainEqual({
      purchase_id: purchase.id,
      status: "updated",
      payment_id: `pi_for_${purchase.providerSessionId}`,
    });

    const sync = (await (
      await t.request("/api/admin/billing/sync-subscription-ids", { method: "POST", cookie: admin.cookie })
    ).json()) as SubscriptionSyncResult;
    expect(sync.success).toBe(true);
    expect(sync.updates.some((u) => u.newSubscriptionId === "sub_current")).toBe(true);
  });
});
