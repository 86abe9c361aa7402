import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, purchasedFeatures, sandboxCheckouts, subscribers } from "../../db/schema/index.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setStoreOpen(t.database.db, true);
});
afterAll(() => t.close());

const sessionIdOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? "";

async function open(path: string, cookie: string): Promise<Response> {
  return t.request(path, { method: "POST", cookie });
}

async function openUrl(path: string, cookie: string): Promise<string> {
  const response = await open(path, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** Pay as the buyer on the sandbox page; answers where it sends them. */
async function pay(url: string, cookie: string): Promise<string> {
  const response = await t.request(`${new URL(url).pathname}/pay`, { method: "POST", cookie });
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

/** A payment that went through at the provider whose events have not arrived yet. */
async function paidAtProviderOnly(url: string) {
  await t.database.db
    .update(sandboxCheckouts)
    .set({ status: "completed" })
    .where(eq(sandboxCheckouts.id, sessionIdOf(url)));
}

const invoicesOf = (clientId: string) => t.database.db.select().from(invoices).where(eq(invoices.clientId, clientId));
const errorCodeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe("a feature's checkout", () => {
  it("closes the earlier open checkout when another opens, so the feature is paid once", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { priceCents: 29900 });
    const path = `/api/billing/features/${feature.id}/checkout`;
    const first = await openUrl(path, cookie);
    const second = await openUrl(path, cookie);

    // The first one can no longer be paid: Pay goes back to the store's cancel page.
    expect(await pay(first, cookie)).toMatch(/\/dashboard\/store\/cancel$/);
    expect(await pay(second, cookie)).toMatch(/\/dashboard\/store\/success/);

    const purchases = await t.database.db
      .select()
      .from(purchasedFeatures)
      .where(and(eq(purchasedFeatures.clientId, user.id), eq(purchasedFeatures.featureId, feature.id)));
    expect(purchases.map((p) => p.paymentStatus).sort()).toEqual(["expired", "paid"]);
    expect(await invoicesOf(user.id)).toHaveLength(1);
    expect((await open(path, cookie)).status).toBe(409);
  });

  it("refuses a new checkout while an earlier one's payment is on its way", async () => {
    const { cookie } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const path = `/api/billing/features/${feature.id}/checkout`;
    await paidAtProviderOnly(await openUrl(path, cookie));
    const again = await open(path, cookie);
    expect(again.status).toBe(409);
    expect(await errorCodeOf(again)).toBe("feature_already_owned");
  });

  it("leaves at most one payable checkout when two open at the same moment", async () => {
    const { cookie, user } = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const path = `/api/billing/features/${feature.id}/checkout`;
    const answers = await Promise.all([open(path, cookie), open(path, cookie), open(path, cookie)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const pending = await t.database.db
      .select()
      .from(purchasedFeatures)
      .where(and(eq(purchasedFeatures.clientId, user.id), eq(purchasedFeatures.paymentStatus, "pending")));
    expect(pending).toHaveLength(1);
    const payable = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.customerEmail, user.email), eq(sandboxCheckouts.status, "open")));
    expect(payable.map((c) => c.id)).toEqual([pending[0].providerSessionId]);
  });
});

describe("the premium checkout", () => {
  const path = "/api/billing/premium/checkout";

  it("closes the earlier open checkout when another opens, so premium is paid once", async () => {
    const { cookie, user } = await t.signInAs();
    const first = await openUrl(path, cookie);
    const second = await openUrl(path, cookie);
    expect(await pay(first, cookie)).not.toMatch(/checkout=success/);
    expect(await pay(second, cookie)).toMatch(/checkout=success/);

    const [subscriber] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(subscriber).toMatchObject({ subscribed: true, providerSubscriptionId: `sbx_sub_${sessionIdOf(second).slice(7)}` });
    // Completed, so a later checkout has nothing to close; while premium runs it is refused anyway.
    expect(subscriber.premiumCheckoutSessionId).toBeNull();
    expect(await invoicesOf(user.id)).toHaveLength(1);
    const again = await open(path, cookie);
    expect(again.status).toBe(409);
    expect(await errorCodeOf(again)).toBe("already_subscribed");
  });

  it("refuses a new checkout while an earlier one's payment is on its way", async () => {
    const { cookie } = await t.signInAs();
    await paidAtProviderOnly(await openUrl(path, cookie));
    const again = await open(path, cookie);
    expect(again.status).toBe(409);
    expect(await errorCodeOf(again)).toBe("already_subscribed");
  });

  it("opens a fresh one after the earlier one was cancelled on the payment page", async () => {
    const { cookie, user } = await t.signInAs();
    const first = await openUrl(path, cookie);
    const cancelled = await t.request(`${new URL(first).pathname}/cancel`, { method: "POST", cookie });
    expect(cancelled.status).toBe(303);
    const [afterCancel] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(afterCancel.premiumCheckoutSessionId).toBeNull();
    expect(await pay(await openUrl(path, cookie), cookie)).toMatch(/checkout=success/);
  });

  it("leaves at most one payable checkout when two open at the same moment", async () => {
    const { cookie, user } = await t.signInAs();
    const answers = await Promise.all([open(path, cookie), open(path, cookie)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const payable = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.customerEmail, user.email), eq(sandboxCheckouts.status, "open")));
    expect(payable).toHaveLength(1);
  });
});
