import type { UserListResponse } from "@portal/shared/users-contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countsByRole } from "../../db/role-totals.ts";
import { profiles } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
});
afterAll(() => t.close());

async function actual() {
  const rows = await t.database.db.select({ role: profiles.role }).from(profiles);
  return { client: rows.filter((r) => r.role === "client").length, admin: rows.filter((r) => r.role === "admin").length };
}

describe("the people counted per role", () => {
  it("stay exact through inserts of one and of many, role changes, and deletes", async () => {
    expect(await countsByRole(t.database.db)).toEqual(await actual());

    const one = await createProfile(t.database.db);
    await t.database.db.execute(sql`
      INSERT INTO profiles (email, full_name, role)
      SELECT 'counted-' || g || '@example.test', 'Counted ' || g, CASE WHEN g % 5 = 0 THEN 'admin' ELSE 'client' END
      FROM generate_series(1, 40) AS g`);
    expect(await countsByRole(t.database.db)).toEqual(await actual());

    await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, one.id));
    // An update that leaves the role as it was moves nothing.
    await t.database.db.update(profiles).set({ fullName: "Renamed" }).where(eq(profiles.id, one.id));
    await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, one.id));
    expect(await countsByRole(t.database.db)).toEqual(await actual());

    const counted = await t.database.db.select({ id: profiles.id }).from(profiles).where(sql`${profiles.email} LIKE 'counted-%'`);
    await t.database.db.delete(profiles).where(
      inArray(
        profiles.id,
        counted.slice(0, 17).map((r) => r.id),
      ),
    );
    await t.database.db.delete(profiles).where(eq(profiles.id, one.id));
    expect(await countsByRole(t.database.db)).toEqual(await actual());
  });

  it("are what Manage Users shows, with and without a search", async () => {
    const expected = await actual();
    const page = await readJson<UserListResponse>(t.request("/api/admin/users?role=client", { cookie: admin }));
    expect(page.counts).toEqual({ total: expected.client + expected.admin, clients: expected.client, admins: expected.admin });
    expect(page.total).toBe(expected.client);
    const admins = await readJson<UserListResponse>(t.request("/api/admin/users?role=admin", { cookie: admin }));
    expect(admins.total).toBe(expected.admin);
    const searched = await readJson<UserListResponse>(
      t.request("/api/admin/users?role=client&search=counted-1", { cookie: admin }),
    );
    const matching = (await t.database.db.select({ email: profiles.email, role: profiles.role }).from(profiles)).filter(
      (r) => r.role === "client" && r.email.includes("counted-1"),
    ).length;
    expect(searched.total).toBe(matching);
    // A page without rows still has the counts.
    const none = await readJson<UserListResponse>(
      t.request("/api/admin/users?role=client&search=nobody-at-all", { cookie: admin }),
    );
    expect(none.users).toEqual([]);
    expect(none.counts).toEqual(page.counts);
  });
});
