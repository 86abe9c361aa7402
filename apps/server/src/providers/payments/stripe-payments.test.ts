import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutRequest } from "./payment-provider.ts";
import { StripePayments } from "./stripe-payments.ts";

const SECRET_KEY = "sk_test_portal";
const WEBHOOK_SECRET = "whsec_test_portal";

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A local stand-in for the two Stripe endpoints the provider calls. */
const requests: Recorded[] = [];
let subscriptionReply: Record<string, unknown> = {};
let server: http.Server;
let apiBase: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      requests.push({
        method: req.method ?? "",
        path,
        authorization: req.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
      });
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        json(200, {
          id: "cs_test_123",
          object: "checkout.session",
          url: "https://checkout.stripe.com/c/pay/cs_test_123",
        });
      } else if (path.startsWith("/v1/checkout/sessions/")) {
        answerCheckoutSession(req.method ?? "", path, json);
      } else if (req.method === "POST" && path === "/v1/products") {
        json(200, { id: "prod_new", object: "product" });
      } else if (req.method === "POST" && path === "/v1/products/prod_gone") {
        json(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such product" },
        });
      } else if (req.method === "POST" && path.startsWith("/v1/products/")) {
        json(200, { id: path.split("/").at(-1), object: "product" });
      } else if (req.method === "POST" && path === "/v1/prices") {
        json(200, { id: "price_new", object: "price" });
      } else if (req.method === "POST" && path === "/v1/subscriptions/sub_missing") {
        json(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such subscription: 'sub_missing'",
          },
        });
      } else if (req.method === "POST" && path.startsWith("/v1/subscriptions/")) {
        json(200, {
          id: path.split("/").at(-1),
          object: "subscription",
          cancel_at_period_end: true,
          ...subscriptionReply,
        });
      } else {
        json(404, {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${req.method}: ${path})`,
          },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** Checkout sessions by id: `cs_open` expires; `cs_paid` was completed; `cs_gone` does not exist; `cs_stuck` stays open. */
function answerCheckoutSession(method: string, path: string, json: (status: number, body: unknown) => void) {
  const [, , , , id, action] = path.split("/");
  const refused = {
    error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status in [open] can be expired." },
  };
  if (id === "cs_gone") {
    json(404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${id}'` },
    });
  } else if (method === "POST" && action === "expire") {
    if (id === "cs_open") json(200, { id, object: "checkout.session", status: "expired" });
    else json(400, refused);
  } else if (method === "GET") {
    json(200, { id, object: "checkout.session", status: id === "cs_paid" ? "complete" : "open" });
  }
}

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
  subscriptionReply = {};
});

const payments = () => new StripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase });

const base: CheckoutRequest = {
  reference: "purchase_42",
  customerEmail: "client@example.com",
  name: "Extra landing page",
  description: "One more page for the site",
  amountCents: 14900,
  billingType: "one_time",
  successUrl: "http://localhost:3000/billing?checkout=success",
  cancelUrl: "http://localhost:3000/billing?checkout=cancelled",
};

describe("StripePayments.createCheckout", () => {
  it("creates a one-time payment session with inline price data", async () => {
    const session = await payments().createCheckout(base);

    expect(session).toEqual({ id: "cs_test_123", url: "https://checkout.stripe.com/c/pay/cs_test_123" });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/checkout/sessions");
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.form).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "14900",
      "line_items[0][price_data][product_data][name]": "Extra landing page",
      "line_items[0][price_data][product_data][description]": "One more page for the site",
      client_reference_id: "purchase_42",
      "metadata[reference]": "purchase_42",
      customer_email: "client@example.com",
      success_url: base.successUrl,
      cancel_url: base.cancelUrl,
    });
  });

  it("creates a monthly subscription session with a recurring inline price", async () => {
    await payments().createCheckout({
      ...base,
      reference: "sub_ref_7",
      billingType: "monthly",
      amountCents: 100,
      description: undefined,
    });

    const { form } = requests[0];
    expect(form.mode).toBe("subscription");
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("100");
    expect(form["line_items[0][price_data][recurring][interval]"]).toBe("month");
    expect(form["line_items[0][price_data][product_data][description]"]).toBeUndefined();
    expect(form.client_reference_id).toBe("sub_ref_7");
    expect(form["metadata[reference]"]).toBe("sub_ref_7");
    expect(form["subscription_data[metadata][reference]"]).toBe("sub_ref_7");
  });

  it("uses the Stripe price when one is configured", async () => {
    await payments().createCheckout({ ...base, billingType: "monthly", providerPriceId: "price_premium" });

    const { form } = requests[0];
    expect(form.mode).toBe("subscription");
    expect(form["line_items[0][price]"]).toBe("price_premium");
    expect(form["line_items[0][quantity]"]).toBe("1");
    expect(Object.keys(form).some((k) => k.includes("price_data"))).toBe(false);
  });
});

describe("StripePayments.closeCheckout", () => {
  it("expires an open session", async () => {
    expect(await payments().closeCheckout("cs_open")).toBe("closed");
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/checkout/sessions/cs_open/expire"]);
  });

  it("answers paid when the session was completed first, and closed when Stripe no longer has it", async () => {
    expect(await payments().closeCheckout("cs_paid")).toBe("paid");
    expect(await payments().closeCheckout("cs_gone")).toBe("closed");
  });

  it("rejects with Stripe's reason when an open session cannot be expired", async () => {
    await expect(payments().closeCheckout("cs_stuck")).rejects.toThrow(/Only Checkout Sessions with a status in \[open\]/);
  });
});

describe("StripePayments.cancelSubscriptionAtPeriodEnd", () => {
  it("sets cancel_at_period_end and reads the period end from the subscription items", async () => {
    subscriptionReply = {
      items: { object: "list", data: [{ id: "si_1", current_period_end: 1_767_225_600 }] },
    };

    const result = await payments().cancelSubscriptionAtPeriodEnd("sub_123");

    expect(result.currentPeriodEnd.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_123",
      form: { cancel_at_period_end: "true" },
    });
  });

  it("falls back to the subscription's own current_period_end (older API versions)", async () => {
    subscriptionReply = {
      current_period_end: 1_767_225_600,
      items: { object: "list", data: [{ id: "si_1" }] },
    };

    const result = await payments().cancelSubscriptionAtPeriodEnd("sub_old");

    expect(result.currentPeriodEnd.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("rejects with Stripe's reason when the subscription does not exist", async () => {
    await expect(payments().cancelSubscriptionAtPeriodEnd("sub_missing")).rejects.toThrow(
      /Stripe could not cancel subscription sub_missing: No such subscription/,
    );
  });
});

describe("StripePayments.syncPrice", () => {
  const request = {
    featureId: "f1",
    name: "Priority Support",
    description: "Faster answers",
    amountCents: 4900,
    billingType: "monthly" as const,
  };

  it("creates a product and a monthly price", async () => {
    expect(await payments().syncPrice(request)).toEqual({ productId: "prod_new", priceId: "price_new" });
    expect(requests.map((r) => r.path)).toEqual(["/v1/products", "/v1/prices"]);
    expect(requests[1].form).toMatchObject({
      product: "prod_new",
      currency: "usd",
      unit_amount: "4900",
      "recurring[interval]": "month",
    });
  });

  it("reuses an existing product, and recreates one Stripe no longer has", async () => {
    expect(await payments().syncPrice({ ...request, existingProductId: "prod_old", billingType: "one_time" })).toEqual({
      productId: "prod_old",
      priceId: "price_new",
    });
    expect(requests[1].form["recurring[interval]"]).toBeUndefined();
    requests.length = 0;
    expect((await payments().syncPrice({ ...request, existingProductId: "prod_gone" })).productId).toBe("prod_new");
  });
});

describe("StripePayments.verifyWebhook", () => {
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "checkout.session.completed",
    created: 1_767_225_600,
    data: { object: { id: "cs_test_123", object: "checkout.session", client_reference_id: "purchase_42" } },
  });

  it("accepts a payload signed with the webhook secret", async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const event = await payments().verifyWebhook(payload, signature);

    expect(event).toEqual({
      id: "evt_1",
      type: "checkout.session.completed",
      createdAt: new Date("2026-01-01T00:00:00.000Z"),
      data: { id: "cs_test_123", object: "checkout.session", client_reference_id: "purchase_42" },
    });
  });

  it("refuses a tampered payload", async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace("purchase_42", "purchase_43");

    await expect(payments().verifyWebhook(tampered, signature)).rejects.toThrow(/Invalid Stripe webhook/);
  });

  it("refuses a payload signed with another secret", async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });

    await expect(payments().verifyWebhook(payload, signature)).rejects.toThrow(/Invalid Stripe webhook/);
  });

  it("refuses a missing signature", async () => {
    await expect(payments().verifyWebhook(payload, undefined)).rejects.toThrow(/without a Stripe-Signature header/);
    await expect(payments().verifyWebhook(payload, "")).rejects.toThrow(/without a Stripe-Signature header/);
  });
});
