import type { UserDetail, UserListResponse } from "@portal/shared/users-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, invoices, profiles, projects, revisions } from "../../db/schema/index.ts";
import { createSubscriber } from "../../db/seed/billing-factories.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

type ErrorBody = { error: { code: string } };

import { storeUpload } from "../files/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin", fullName: "Ada Admin" });
  client = await t.signInAs({ role: "client", fullName: "Carl Client", businessName: "Carl's Cakes" });
});
afterAll(() => t.close());

const json = (body: unknown) => JSON.stringify(body);

describe("GET /api/admin/users", () => {
  it("is for admins only", async () => {
    expect((await t.request("/api/admin/users")).status).toBe(401);
    expect((await t.request("/api/admin/users", { cookie: client.cookie })).status).toBe(403);
  });

  it("lists one role with counts, searchable by e-mail, name and business name", async () => {
    await createProfile(t.database.db, { fullName: "Zed Searchable", businessName: "Unique Widgets", email: "zed@widgets.test" });
    const all = await readJson<UserListResponse>(t.request("/api/admin/users?role=client", { cookie: admin.cookie }));
    expect(all.users.every((u) => u.role === "client")).toBe(true);
    expect(all.counts.admins).toBeGreaterThanOrEqual(1);
    expect(all.counts.total).toBe(all.counts.clients + all.counts.admins);

    for (const term of ["zed@widgets", "searchable", "UNIQUE widg"]) {
      const found = await readJson<UserListResponse>(
        t.request(`/api/admin/users?search=${encodeURIComponent(term)}`, { cookie: admin.cookie }),
      );
      expect(found.users.map((u) => u.email)).toEqual(["zed@widgets.test"]);
    }
    const admins = await readJson<UserListResponse>(t.request("/api/admin/users?role=admin", { cookie: admin.cookie }));
    expect(admins.users.some((u) => u.id === admin.user.id)).toBe(true);
  });

  it("counts each client's revisions the admin has not opened", async () => {
    const owner = await createProfile(t.database.db);
    const [project] = await t.database.db.insert(projects).values({ clientId: owner.id }).returning();
    await t.database.db.insert(revisions).values([
      { clientId: owner.id, projectId: project.id, requestNumber: 1, description: "a" },
      { clientId: owner.id, projectId: project.id, requestNumber: 2, description: "b" },
    ]);
    const list = await readJson<UserListResponse>(t.request(`/api/admin/users?search=${owner.email}`, { cookie: admin.cookie }));
    expect(list.users[0].unviewedRevisions).toBe(2);
  });
});

describe("GET /api/admin/users/:id", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const premiumOf = async (id: string) =>
    (await readJson<UserDetail>(t.request(`/api/admin/users/${id}`, { cookie: admin.cookie }))).premium;

  it("is for admins only", async () => {
    expect((await t.request(`/api/admin/users/${client.user.id}`)).status).toBe(401);
    expect((await t.request(`/api/admin/users/${client.user.id}`, { cookie: client.cookie })).status).toBe(403);
  });

  it("tells a client's premium: none, running, cancelled and ending, or ended, with the date", async () => {
    const db = t.database.db;
    const never = await createProfile(db);
    expect(await premiumOf(never.id)).toEqual({ state: "none", until: null });
    const end = new Date(Date.now() + 20 * DAY_MS);
    const running = await createProfile(db);
    await createSubscriber(db, running, { end });
    expect(await premiumOf(running.id)).toEqual({ state: "active", until: end.toISOString() });
    const ending = await createProfile(db);
    await createSubscriber(db, ending, { end, cancelAtPeriodEnd: true });
    expect(await premiumOf(ending.id)).toEqual({ state: "cancelling", until: end.toISOString() });
    const past = new Date(Date.now() - DAY_MS);
    const ended = await createProfile(db);
    await createSubscriber(db, ended, { start: new Date(Date.now() - 31 * DAY_MS), end: past });
    expect(await premiumOf(ended.id)).toEqual({ state: "ended", until: past.toISOString() });
    // An admin has no premium to speak of.
    expect(await premiumOf(admin.user.id)).toBeNull();
  });
});

describe("PATCH /api/admin/users/:id/role", () => {
  it("is for admins only", async () => {
    const target = await createProfile(t.database.db);
    const body = json({ role: "admin" });
    expect((await t.request(`/api/admin/users/${target.id}/role`, { method: "PATCH", body })).status).toBe(401);
    expect((await t.request(`/api/admin/users/${target.id}/role`, { method: "PATCH", body, cookie: client.cookie })).status).toBe(
      403,
    );
  });

  it("changes a role, refusing an unchanged one and the admin's own", async () => {
    const target = await createProfile(t.database.db);
    const same = await t.request(`/api/admin/users/${target.id}/role`, {
      method: "PATCH",
      body: json({ role: "client" }),
      cookie: admin.cookie,
    });
    expect(same.status).toBe(409);
    expect((await readJson<ErrorBody>(same)).error.code).toBe("role_unchanged");
    const changed = await t.request(`/api/admin/users/${target.id}/role`, {
      method: "PATCH",
      body: json({ role: "admin" }),
      cookie: admin.cookie,
    });
    expect(changed.status).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row.role).toBe("admin");
    const own = await t.request(`/api/admin/users/${admin.user.id}/role`, {
      method: "PATCH",
      body: json({ role: "client" }),
      cookie: admin.cookie,
    });
    expect((await readJson<ErrorBody>(own)).error.code).toBe("own_role");
  });

  it("answers 404 for someone who does not exist", async () => {
    const res = await t.request(`/api/admin/users/${crypto.randomUUID()}/role`, {
      method: "PATCH",
      body: json({ role: "admin" }),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("is for admins only", async () => {
    const target = await createProfile(t.database.db);
    expect((await t.request(`/api/admin/users/${target.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await t.request(`/api/admin/users/${target.id}`, { method: "DELETE", cookie: client.cookie })).status).toBe(403);
  });

  it("removes the person, their project, revisions and files, and keeps invoices with the e-mail", async () => {
    const { cookie: targetCookie, user: target } = await t.signInAs();
    const db = t.database.db;
    const [project] = await db.insert(projects).values({ clientId: target.id }).returning();
    const image = await storeUpload(
      { db, storage: t.deps.providers.storage },
      { ownerId: target.id, purpose: "revision_image", kind: "image", maxBytes: 1e6, file: fileOf(PNG_1x1, "a.png") },
    );
    await db
      .insert(revisions)
      .values({ clientId: target.id, projectId: project.id, requestNumber: 1, description: "x", imageFileIds: [image.id] });
    await db.insert(invoices).values({
      clientId: target.id,
      clientEmail: target.email,
      invoiceNumber: `T-${Date.now()}`,
      amountCents: 500,
      description: "Hosting",
    });

    const res = await t.request(`/api/admin/users/${target.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await db.select().from(profiles).where(eq(profiles.id, target.id))).toHaveLength(0);
    expect(await db.select().from(projects).where(eq(projects.clientId, target.id))).toHaveLength(0);
    expect(await db.select().from(files).where(eq(files.id, image.id))).toHaveLength(0);
    expect(await t.deps.providers.storage.get(image.storageKey)).toBeNull();
    const kept = await db.select().from(invoices).where(eq(invoices.clientEmail, target.email));
    expect(kept).toHaveLength(1);
    expect(kept[0].clientId).toBeNull();
    // Their session is gone with them.
    expect((await t.request("/api/me", { cookie: targetCookie })).status).toBe(401);
  });

  it("refuses to delete the admin's own account", async () => {
    const res = await t.request(`/api/admin/users/${admin.user.id}`, { method: "DELETE", cookie: admin.cookie });
    expect((await readJson<ErrorBody>(res)).error.code).toBe("delete_self");
  });
});
