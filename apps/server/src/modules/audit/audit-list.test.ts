import type { AuditEntry } from "@portal/shared/audit-contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTERED_COUNT_STEP } from "../../db/bounded-count.ts";
import { auditEntries } from "../../db/schema/index.ts";
import { json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** The Activity screen's list: newest first, paged, filtered by person, kind and dates; admins only. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let client: Person;
let other: Person;
const subject = crypto.randomUUID();
const actor = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs();
  other = await t.signInAs();
  const base = { target: "project", actorId: actor, actorLabel: "Rivka Filter (rivka@example.test)" } as const;
  await t.database.db.insert(auditEntries).values([
    {
      ...base,
      kind: "project_updated",
      personId: subject,
      personLabel: "Zohar Subject",
      createdAt: new Date("2026-03-01T10:00:00Z"),
    },
    {
      ...base,
      kind: "project_created",
      personId: subject,
      personLabel: "Zohar Subject",
      createdAt: new Date("2026-03-02T10:00:00Z"),
    },
    { ...base, kind: "project_updated", personId: null, personLabel: null, createdAt: new Date("2026-03-03T10:00:00Z") },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.request(`/api/admin/audit?${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return json<{ entries: AuditEntry[]; total: number; overall: number; page: number; pageSize: number }>(response);
};
const dates = (entries: AuditEntry[]) => entries.map((e) => e.at.slice(0, 10));

describe("GET /api/admin/audit", () => {
  it("answers newest first, in pages, with the shared page info", async () => {
    const everything = await list("pageSize=100");
    const times = everything.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list(`userId=${actor}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, overall: 3, page: 2, pageSize: 2 });
    expect(dates(second.entries)).toEqual(["2026-03-01"]);
  });

  it("filters by a person (who acted, or whose history), by name or e-mail, and by id", async () => {
    expect(dates((await list(`userId=${subject}`)).entries)).toEqual(["2026-03-02", "2026-03-01"]);
    expect((await list("person=zohar")).total).toBe(2);
    expect((await list("person=RIVKA@example")).total).toBe(3);
    // LIKE's wildcards are plain characters in a search.
    expect((await list("person=%25")).total).toBe(0);
  });

  it("filters by kind and by a date range (from inclusive, until exclusive)", async () => {
    const updated = await list(`userId=${actor}&kind=project_updated`);
    expect(dates(updated.entries)).toEqual(["2026-03-03", "2026-03-01"]);
    expect(updated.overall).toBe(3);
    const range = await list(`userId=${actor}&since=2026-03-02T00:00:00Z&until=2026-03-03T00:00:00Z`);
    expect(dates(range.entries)).toEqual(["2026-03-02"]);
    expect(dates((await list(`userId=${actor}&since=2026-03-02T00:00:00%2B02:00`)).entries)).toEqual([
      "2026-03-03",
      "2026-03-02",
    ]);
  });

  it("counts a broad filter up to a bound past the page and says 'more than'; the number in all stays exact", async () => {
    const many = crypto.randomUUID();
    await t.database.db.execute(sql`
      INSERT INTO audit_entries (kind, target, actor_id, actor_label)
      SELECT 'ticket_assigned', 'ticket', ${many}::uuid, 'Bulk Bound' FROM generate_series(1, ${FILTERED_COUNT_STEP + 50})`);
    const broad = await list(`userId=${many}&kind=ticket_assigned`);
    expect(broad).toMatchObject({ total: FILTERED_COUNT_STEP, totalIsAtLeast: true, overall: FILTERED_COUNT_STEP + 50 });
    const unfiltered = await list(`userId=${many}`);
    expect(unfiltered).toMatchObject({ total: FILTERED_COUNT_STEP + 50, overall: FILTERED_COUNT_STEP + 50 });
    expect(unfiltered).not.toHaveProperty("totalIsAtLeast");
  });

  it("refuses an unknown kind, a malformed date or id", async () => {
    for (const query of ["kind=coffee", "since=yesterday", "userId=42", "pageSize=1000"]) {
      expect((await t.request(`/api/admin/audit?${query}`, { cookie: admin.cookie })).status, query).toBe(400);
    }
  });

  it("is for admins only: anonymous 401, a client 403 even for their own history", async () => {
    expect((await t.request("/api/admin/audit")).status).toBe(401);
    expect((await t.request(`/api/admin/audit?userId=${client.user.id}`, { cookie: client.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/audit?userId=${client.user.id}`, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/audit?userId=${client.user.id}`, { cookie: admin.cookie })).status).toBe(200);
  });
});
