import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createPurchaseRow } from "../../db/seed/store-factories.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ email: "ada@bakery.test" });
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const json = (body: unknown) => JSON.stringify(body);
type Summaries = {
  clients: Array<{ clientId: string; featureCount: number; totalSpentCents: number; lastPurchaseAt: string }>;
  totalClients: number;
};

describe("GET /api/admin/client-features", () => {
  it("is admin-only", async () => {
    expect((await t.request("/api/admin/client-features")).status).toBe(401);
    expect((await t.request("/api/admin/client-features", { cookie: client.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/client-features/clients/${client.user.id}`, { cookie: client.cookie })).status).toBe(403);
  });

  it("summarises purchases per client with filters by e-mail, feature type and date window", async () => {
    const db = t.database.db;
    const ada = client.user;
    const bob = await createProfile(db, { email: "bob@yoga.test" });
    await createPurchaseRow(db, { client: ada, priceCents: 5000, purchasedAt: daysAgo(2) });
    await createPurchaseRow(db, {
      client: ada,
      priceCents: 2000,
      billingType: "monthly",
      paymentStatus: "cancelled",
      purchasedAt: daysAgo(40),
    });
    await createPurchaseRow(db, { client: ada, priceCents: 9999, paymentStatus: "pending" });
    await createPurchaseRow(db, { client: bob, priceCents: 1000, purchasedAt: daysAgo(200) });

    const get = async (query = "") => {
      const res = await t.request(`/api/admin/client-features${query}`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Summaries;
    };
    const all = await get();
    expect(all.totalClients).toBe(2);
    expect(all.clients.map((c) => c.clientId)).toEqual([ada.id, bob.id]);
    expect(all.clients[0]).toMatchObject({
      featureCount: 2,
      totalSpentCents: 7000,
      email: "ada@bakery.test",
    });
    expect(new Date(all.clients[0].lastPurchaseAt).getTime()).toBeGreaterThan(daysAgo(3).getTime());

    expect((await get("?email=BOB@")).clients.map((c) => c.clientId)).toEqual([bob.id]);
    expect((await get("?email=%25")).clients).toHaveLength(0);
    const monthly = await get("?billingType=monthly");
    expect(monthly.clients).toEqual([expect.objectContaining({ clientId: ada.id, featureCount: 1, totalSpentCents: 2000 })]);
    expect(monthly.totalClients).toBe(2);
    expect((await get("?days=7")).clients.map((c) => c.featureCount)).toEqual([1]);
    expect((await get("?days=90")).clients.map((c) => c.clientId)).toEqual([ada.id]);
    expect((await get("?days=365")).clients).toHaveLength(2);
    expect((await t.request("/api/admin/client-features?days=10", { cookie: admin.cookie })).status).toBe(400);
    expect((await t.request("/api/admin/client-features?billingType=yearly", { cookie: admin.cookie })).status).toBe(400);
  });
});

describe("GET /api/admin/client-features/clients/:clientId", () => {
  it("gives an admin the client's purchases newest first", async () => {
    const db = t.database.db;
    const someone = await createProfile(db, { email: "carol@shop.test" });
    const older = await createPurchaseRow(db, {
      client: someone,
      featureName: "Older",
      purchasedAt: daysAgo(10),
    });
    const newer = await createPurchaseRow(db, {
      client: someone,
      featureName: "Newer",
      purchasedAt: daysAgo(1),
    });
    const res = await t.request(`/api/admin/client-features/clients/${someone.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { client: { email: string }; purchases: Array<{ id: string }> };
    expect(body.client.email).toBe("carol@shop.test");
    expect(body.purchases.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect((await t.request(`/api/admin/client-features/clients/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(
      404,
    );
    expect((await t.request(`/api/admin/client-features/clients/${admin.user.id}`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe("updating a purchase's status and progress", () => {
  it("is admin-only", async () => {
    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const path = `/api/admin/client-features/purchases/${purchase.id}`;
    expect((await t.request(`${path}/status`, { method: "PUT", body: json({ status: "completed" }) })).status).toBe(401);
    expect(
      (
        await t.request(`${path}/status`, {
          method: "PUT",
          body: json({ status: "completed" }),
          cookie: client.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request(`${path}/progress`, {
          method: "PUT",
          body: json({ progress: 5 }),
          cookie: client.cookie,
        })
      ).status,
    ).toBe(403);
  });

  it("sets progress 0-100 while not completed, and completing sets 100 and locks progress", async () => {
    const heard: PortalEvent[] = [];
    const stop = t.deps.providers.events.subscribe((e) => heard.push(e));
    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const path = `/api/admin/client-features/purchases/${purchase.id}`;
    const put = (what: string, body: unknown) =>
      t.request(`${path}/${what}`, { method: "PUT", body: json(body), cookie: admin.cookie });

    for (const bad of [-1, 101, 12.5, "50"]) expect((await put("progress", { progress: bad })).status).toBe(400);
    expect((await put("status", { status: "done" })).status).toBe(400);

    const progressed = await put("progress", { progress: 40 });
    expect(progressed.status).toBe(200);
    expect(((await progressed.json()) as { purchase: { progress: number } }).purchase.progress).toBe(40);

    const started = (await (await put("status", { status: "in_progress" })).json()) as {
      purchase: { status: string; progress: number };
    };
    expect(started.purchase).toMatchObject({ status: "in_progress", progress: 40 });

    const done = (await (await put("status", { status: "completed" })).json()) as {
      purchase: { status: string; progress: number };
    };
    expect(done.purchase).toMatchObject({ status: "completed", progress: 100 });

    const locked = await put("progress", { progress: 10 });
    expect(locked.status).toBe(409);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe("purchase_completed");

    const reopened = (await (await put("status", { status: "pending" })).json()) as {
      purchase: { status: string; progress: number };
    };
    expect(reopened.purchase).toMatchObject({ status: "pending", progress: 100 });

    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(heard).toContainEqual(expect.objectContaining({ type: "purchase.updated", audience: "admins" }));
    expect(heard).toContainEqual(expect.objectContaining({ type: "purchase.updated", audience: client.user.id }));
  });

  it("answers 404 for unknown purchases and for open checkouts", async () => {
    const open = await createPurchaseRow(t.database.db, { client: client.user, paymentStatus: "pending" });
    for (const id of [crypto.randomUUID(), open.id]) {
      const res = await t.request(`/api/admin/client-features/purchases/${id}/status`, {
        method: "PUT",
        body: json({ status: "completed" }),
        cookie: admin.cookie,
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("purchase_not_found");
    }
  });
});
