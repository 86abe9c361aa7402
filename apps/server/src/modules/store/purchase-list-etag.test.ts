import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Client Features lists each purchase with its version (decision 102): a status or progress change
 * made from a listed row sends that `etag` as `If-Match`, so a change another admin made since is
 * refused (412 `edit_conflict`) instead of undone.
 */

let t: TestApp;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
let maya: Awaited<ReturnType<TestApp["signInAs"]>>;
let noam: Awaited<ReturnType<TestApp["signInAs"]>>;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ role: "client" });
  maya = await t.signInAs({ role: "admin", fullName: "Maya Levi" });
  noam = await t.signInAs({ role: "admin", agencyRole: "accountant", fullName: "Noam Bar" });
});
afterAll(() => t.close());

interface Listed {
  purchases: Array<{ id: string; status: string; progress: number; etag: string }>;
}

async function listed(cookie: string, purchaseId: string) {
  const res = await t.request(`/api/admin/client-features/clients/${client.user.id}`, { cookie });
  expect(res.status).toBe(200);
  const row = ((await res.json()) as Listed).purchases.find((p) => p.id === purchaseId);
  if (!row) throw new Error(`purchase ${purchaseId} is not listed`);
  return row;
}

const CHANGES = {
  status: [{ status: "in_progress" }, { status: "completed" }],
  progress: [{ progress: 40 }, { progress: 60 }],
} as const;

function change(what: keyof typeof CHANGES, id: string, cookie: string, body: unknown, ifMatch?: string) {
  return t.request(`/api/admin/client-features/purchases/${id}/${what}`, {
    method: "PUT",
    cookie,
    headers: ifMatch ? { "if-match": ifMatch } : {},
    body: JSON.stringify(body),
  });
}

describe("the purchase list's etag", () => {
  it("is the ETag the purchase's own read answers", async () => {
    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const row = await listed(maya.cookie, purchase.id);
    expect(row.etag).toMatch(/^"\d+"$/);
    const read = await t.request(`/api/admin/client-features/purchases/${purchase.id}`, { cookie: maya.cookie });
    expect(read.headers.get("etag")).toBe(row.etag);
  });

  describe.each(Object.keys(CHANGES) as (keyof typeof CHANGES)[])("a %s change made from a listed row", (what) => {
    const [first, second] = CHANGES[what];

    it("passes with the fresh etag and lists the new one", async () => {
      const purchase = await createPurchaseRow(t.database.db, { client: client.user });
      const { etag } = await listed(maya.cookie, purchase.id);
      const saved = await change(what, purchase.id, maya.cookie, first, etag);
      expect(saved.status).toBe(200);
      const after = await listed(maya.cookie, purchase.id);
      expect(after).toMatchObject(first);
      expect(after.etag).toBe(saved.headers.get("etag"));
      expect(after.etag).not.toBe(etag);
    });

    it("is refused with 412 edit_conflict when the etag is stale, naming who changed what", async () => {
      const purchase = await createPurchaseRow(t.database.db, { client: client.user });
      const { etag: stale } = await listed(noam.cookie, purchase.id);
      expect((await change(what, purchase.id, maya.cookie, first, stale)).status).toBe(200);
      const refused = await change(what, purchase.id, noam.cookie, second, stale);
      expect(refused.status).toBe(412);
      const body = (await refused.json()) as { error: { code: string; details: EditConflictDetails } };
      expect(body.error.code).toBe("edit_conflict");
      expect(body.error.details.changedBy).toBe("Maya Levi");
      expect(body.error.details.changes).toContainEqual(expect.objectContaining({ field: what, value: Object.values(first)[0] }));
      expect(await listed(maya.cookie, purchase.id)).toMatchObject(first);
    });

    it("lets exactly one of two saves made from one listed etag win", async () => {
      const purchase = await createPurchaseRow(t.database.db, { client: client.user });
      const { etag } = await listed(maya.cookie, purchase.id);
      const answers = await Promise.all([
        change(what, purchase.id, maya.cookie, first, etag),
        change(what, purchase.id, noam.cookie, second, etag),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
      const winner = answers[0].status === 200 ? first : second;
      expect(await listed(maya.cookie, purchase.id)).toMatchObject(winner);
    });
  });
});

describe("who may read the list and change a purchase", () => {
  it("answers anonymous 401, a client 403, an admin 200, and a role without purchases 403 forbidden_for_role", async () => {
    const purchase = await createPurchaseRow(t.database.db, { client: client.user });
    const support = await t.signInAs({ role: "admin", agencyRole: "support" });
    const { etag } = await listed(maya.cookie, purchase.id);
    const calls = [
      { path: `/api/admin/client-features/clients/${client.user.id}`, method: "GET" },
      { path: `/api/admin/client-features/purchases/${purchase.id}/progress`, method: "PUT", body: { progress: 20 } },
      { path: `/api/admin/client-features/purchases/${purchase.id}/status`, method: "PUT", body: { status: "in_progress" } },
    ];
    for (const call of calls) {
      const send = (cookie?: string) =>
        t.request(call.path, {
          method: call.method,
          cookie,
          headers: call.body ? { "if-match": "*" } : {},
          body: call.body ? JSON.stringify(call.body) : undefined,
        });
      expect((await send()).status, call.path).toBe(401);
      expect((await send(client.cookie)).status, call.path).toBe(403);
      const refused = await send(support.cookie);
      expect(refused.status, call.path).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code, call.path).toBe("forbidden_for_role");
      expect((await send(maya.cookie)).status, call.path).toBe(200);
    }
    expect((await listed(maya.cookie, purchase.id)).etag).not.toBe(etag);
  });
});
