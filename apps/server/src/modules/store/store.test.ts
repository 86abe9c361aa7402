import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { features, files, purchasedFeatures } from "../../db/schema/index.ts";
import { createFeatureRow, createPurchaseRow } from "../../db/seed/store-factories.ts";
import { FAKE_PNG, fileOf, PDF_MINIMAL, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "./store-settings-service.ts";

let t: TestApp;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
let other: Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const json = (body: unknown) => JSON.stringify(body);
const validFeature = (overrides: Record<string, unknown> = {}) => ({
  title: "SEO Audit",
  description: "A full audit of your site.",
  priceCents: 4999,
  billingType: "one_time",
  estimatedDeliveryDays: 5,
  imageFileId: null,
  ...overrides,
});

async function uploadImage(file: File, cookie = admin.cookie) {
  const form = new FormData();
  form.set("image", file);
  return t.request("/api/admin/store/images", { method: "POST", body: form, cookie });
}

describe("GET /api/store/features", () => {
  it("refuses anonymous callers", async () => {
    expect((await t.request("/api/store/features")).status).toBe(401);
  });

  it("lists the catalogue newest first to clients and admins", async () => {
    const older = await createFeatureRow(t.database.db, {
      title: "Older",
      createdAt: new Date("2026-01-01"),
    });
    const newer = await createFeatureRow(t.database.db, {
      title: "Newer",
      createdAt: new Date("2026-02-01"),
    });
    for (const who of [client, admin]) {
      const res = await t.request("/api/store/features", { cookie: who.cookie });
      expect(res.status).toBe(200);
      const ids = ((await res.json()) as { features: Array<{ id: string }> }).features.map((f) => f.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    }
  });
});

describe("feature images", () => {
  it("are admin-only", async () => {
    expect((await uploadImage(fileOf(PNG_1x1, "a.png"), "")).status).toBe(401);
    expect((await uploadImage(fileOf(PNG_1x1, "a.png"), client.cookie)).status).toBe(403);
  });

  it("are checked by content and stored public", async () => {
    const fake = await uploadImage(FAKE_PNG);
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: { code: string } }).error.code).toBe("invalid_file_type");
    expect((await uploadImage(fileOf(PDF_MINIMAL, "x.png", "image/png"))).status).toBe(400);

    const res = await uploadImage(fileOf(PNG_1x1, "hero.png"));
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(url).toBe(`/api/files/${id}`);
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a request without an image", async () => {
    const res = await t.request("/api/admin/store/images", {
      method: "POST",
      body: new FormData(),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe("creating, editing and deleting features", () => {
  it("is admin-only", async () => {
    expect((await t.request("/api/admin/store/features", { method: "POST", body: json(validFeature()) })).status).toBe(401);
    expect(
      (
        await t.request("/api/admin/store/features", {
          method: "POST",
          body: json(validFeature()),
          cookie: client.cookie,
        })
      ).status,
    ).toBe(403);
    const feature = await createFeatureRow(t.database.db);
    const asClient = { cookie: client.cookie };
    expect(
      (
        await t.request(`/api/admin/store/features/${feature.id}`, {
          method: "PUT",
          body: json(validFeature()),
          ...asClient,
        })
      ).status,
    ).toBe(403);
    expect((await t.request(`/api/admin/store/features/${feature.id}`, { method: "DELETE", ...asClient })).status).toBe(403);
    expect(
      (
        await t.request(`/api/admin/store/features/${feature.id}/recreate-price`, {
          method: "POST",
          ...asClient,
        })
      ).status,
    ).toBe(403);
  });

  it("validates title, description, price, billing type and delivery days", async () => {
    const cases = [
      validFeature({ title: "  " }),
      validFeature({ description: "" }),
      validFeature({ priceCents: -1 }),
      validFeature({ priceCents: 10.5 }),
      validFeature({ billingType: "yearly" }),
      validFeature({ estimatedDeliveryDays: 0 }),
      validFeature({ imageFileId: "not-a-uuid" }),
    ];
    for (const body of cases) {
      const res = await t.request("/api/admin/store/features", {
        method: "POST",
        body: json(body),
        cookie: admin.cookie,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await t.request("/api/admin/store/features", {
      method: "POST",
      body: json(validFeature({ imageFileId: crypto.randomUUID() })),
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("invalid_image");
  });

  it("creates a feature with its image and provider price, and lists it", async () => {
    const spy = vi.spyOn(t.deps.providers.payments, "syncPrice");
    const image = (await (await uploadImage(fileOf(PNG_1x1, "hero.png"))).json()) as { id: string };
    const res = await t.request("/api/admin/store/features", {
      method: "POST",
      body: json(validFeature({ title: "  Blog  ", billingType: "monthly", priceCents: 1999, imageFileId: image.id })),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    const { feature, warning } = (await res.json()) as {
      feature: Record<string, unknown>;
      warning: string | null;
    };
    expect(warning).toBeNull();
    expect(feature).toMatchObject({
      title: "Blog",
      priceCents: 1999,
      billingType: "monthly",
      imageUrl: `/api/files/${image.id}`,
    });
    expect(feature.providerPriceId).toBeTruthy();
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({
        featureId: feature.id,
        name: "Blog",
        amountCents: 1999,
        billingType: "monthly",
        existingProductId: null,
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(features)
      .where(eq(features.id, feature.id as string));
    expect(row.createdBy).toBe(admin.user.id);
    expect(row.providerProductId).toBeTruthy();
    spy.mockRestore();
  });

  it("keeps the feature saved and answers a warning when the provider price fails", async () => {
    const spy = vi.spyOn(t.deps.providers.payments, "syncPrice").mockRejectedValue(new Error("provider down"));
    const created = await t.request("/api/admin/store/features", {
      method: "POST",
      body: json(validFeature()),
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as {
      feature: { id: string; providerPriceId: string | null };
      warning: string;
    };
    expect(body.warning).toBe("price_sync_failed");
    expect(body.feature.providerPriceId).toBeNull();
    const [row] = await t.database.db.select().from(features).where(eq(features.id, body.feature.id));
    expect(row.title).toBe("SEO Audit");

    const updated = await t.request(`/api/admin/store/features/${body.feature.id}`, {
      method: "PUT",
      body: json(validFeature({ title: "SEO Audit Pro" })),
      cookie: admin.cookie,
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { warning: string }).warning).toBe("price_sync_failed");

    const recreate = await t.request(`/api/admin/store/features/${body.feature.id}/recreate-price`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(recreate.status).toBe(502);
    spy.mockRestore();

    const retried = await t.request(`/api/admin/store/features/${body.feature.id}/recreate-price`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { feature: { providerPriceId: string | null } }).feature.providerPriceId).toBeTruthy();
  });

  it("edits a feature, passing the existing product on, and replaces its image", async () => {
    const first = (await (await uploadImage(fileOf(PNG_1x1, "one.png"))).json()) as { id: string };
    const second = (await (await uploadImage(fileOf(PNG_1x1, "two.png"))).json()) as { id: string };
    const created = (await (
      await t.request("/api/admin/store/features", {
        method: "POST",
        body: json(validFeature({ imageFileId: first.id })),
        cookie: admin.cookie,
      })
    ).json()) as { feature: { id: string } };
    const [saved] = await t.database.db.select().from(features).where(eq(features.id, created.feature.id));
    const spy = vi.spyOn(t.deps.providers.payments, "syncPrice");
    const res = await t.request(`/api/admin/store/features/${created.feature.id}`, {
      method: "PUT",
      body: json(validFeature({ priceCents: 7500, estimatedDeliveryDays: null, imageFileId: second.id })),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const { feature } = (await res.json()) as { feature: Record<string, unknown> };
    expect(feature).toMatchObject({ priceCents: 7500, estimatedDeliveryDays: null, imageFileId: second.id });
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ amountCents: 7500, existingProductId: saved.providerProductId }),
    );
    spy.mockRestore();
    expect(await t.database.db.select().from(files).where(eq(files.id, first.id))).toHaveLength(0);
    expect(
      (
        await t.request(`/api/admin/store/features/${crypto.randomUUID()}`, {
          method: "PUT",
          body: json(validFeature()),
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it("deletes a feature and its image; purchases of it are kept", async () => {
    const image = (await (await uploadImage(fileOf(PNG_1x1, "gone.png"))).json()) as { id: string };
    const feature = await createFeatureRow(t.database.db, { imageFileId: image.id });
    const purchase = await createPurchaseRow(t.database.db, { client: client.user, feature });
    expect((await t.request(`/api/admin/store/features/${feature.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(
      204,
    );
    expect(await t.database.db.select().from(files).where(eq(files.id, image.id))).toHaveLength(0);
    const list = (await (await t.request("/api/store/purchases", { cookie: client.cookie })).json()) as {
      purchases: Array<{ id: string; featureName: string }>;
    };
    expect(list.purchases.find((p) => p.id === purchase.id)?.featureName).toBe(feature.title);
    expect((await t.request(`/api/admin/store/features/${feature.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(
      404,
    );
  });
});

describe("price from the catalogue", () => {
  it("charges the price the admin last saved, whatever the browser sends", async () => {
    const created = (await (
      await t.request("/api/admin/store/features", {
        method: "POST",
        body: json(validFeature({ priceCents: 5000 })),
        cookie: admin.cookie,
      })
    ).json()) as { feature: { id: string } };
    await t.request(`/api/admin/store/features/${created.feature.id}`, {
      method: "PUT",
      body: json(validFeature({ priceCents: 6250 })),
      cookie: admin.cookie,
    });
    const buyer = await t.signInAs();
    await setStoreOpen(t.database.db, true);
    const checkout = await t.request(`/api/billing/features/${created.feature.id}/checkout`, {
      method: "POST",
      body: json({ priceCents: 1 }),
      cookie: buyer.cookie,
    });
    expect(checkout.status).toBe(200);
    await setStoreOpen(t.database.db, false);
    const [row] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, buyer.user.id));
    expect(row.priceCents).toBe(6250);
  });
});

describe("store open setting", () => {
  it("is closed by default, readable by signed-in people and changed only by admins", async () => {
    expect((await t.request("/api/store/settings")).status).toBe(401);
    const read = async () =>
      (await (await t.request("/api/store/settings", { cookie: client.cookie })).json()) as {
        storeOpen: boolean;
      };
    expect(await read()).toEqual({ storeOpen: false });
    const put = (cookie: string, body: unknown) =>
      t.request("/api/admin/store/settings", { method: "PUT", body: json(body), cookie });
    expect((await put("", { storeOpen: true })).status).toBe(401);
    expect((await put(client.cookie, { storeOpen: true })).status).toBe(403);
    expect((await put(admin.cookie, { storeOpen: "yes" })).status).toBe(400);
    expect((await put(admin.cookie, { storeOpen: true })).status).toBe(200);
    expect(await read()).toEqual({ storeOpen: true });
    expect((await put(admin.cookie, { storeOpen: false })).status).toBe(200);
    expect(await read()).toEqual({ storeOpen: false });
  });
});

describe("GET /api/store/purchases", () => {
  it("gives a client only their own purchases, newest first, without open or failed checkouts", async () => {
    const me = await t.signInAs();
    const db = t.database.db;
    const old = await createPurchaseRow(db, {
      client: me.user,
      featureName: "Old",
      purchasedAt: new Date("2026-01-01"),
    });
    const recent = await createPurchaseRow(db, {
      client: me.user,
      featureName: "Recent",
      billingType: "monthly",
      paymentStatus: "cancelled",
    });
    const legacy = await createPurchaseRow(db, {
      client: me.user,
      featureName: "Legacy",
      paymentStatus: "pending",
      isLegacy: true,
      purchasedAt: new Date("2025-06-01"),
    });
    await createPurchaseRow(db, { client: me.user, featureName: "Open checkout", paymentStatus: "pending" });
    await createPurchaseRow(db, { client: me.user, featureName: "Failed", paymentStatus: "failed" });
    await createPurchaseRow(db, { client: other.user, featureName: "Someone else's" });

    expect((await t.request("/api/store/purchases")).status).toBe(401);
    expect((await t.request("/api/store/purchases", { cookie: admin.cookie })).status).toBe(403);
    const res = await t.request("/api/store/purchases", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const { purchases } = (await res.json()) as {
      purchases: Array<{ id: string; paymentStatus: string; priceCents: number }>;
    };
    expect(purchases.map((p) => p.id)).toEqual([recent.id, old.id, legacy.id]);
    expect(purchases[0]).toMatchObject({ paymentStatus: "cancelled", priceCents: 4900 });
  });
});
