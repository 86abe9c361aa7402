import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripePayments } from "../../providers/payments/stripe-payments.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    providers: {
      payments: new StripePayments({ secretKey: "sk_test_x", webhookSecret: "whsec_x", apiBase: "http://127.0.0.1:9" }),
    },
  });
});
afterAll(() => t.close());

describe("with real payments configured", () => {
  it("has no sandbox checkout: nobody can pay or cancel for free", async () => {
    const admin = await t.signInAs({ role: "admin" });
    for (const [method, path] of [
      ["GET", "/api/sandbox/checkout/sbx_cs_1"],
      ["POST", "/api/sandbox/checkout/sbx_cs_1/pay"],
      ["POST", "/api/sandbox/checkout/sbx_cs_1/cancel"],
      ["POST", "/api/sandbox/subscriptions/end-period"],
    ] as const) {
      const res = await t.request(path, { method, cookie: admin.cookie, body: method === "POST" ? "{}" : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
