import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, createRevision } from "../db/seed/projects-factories.ts";
import { EDIT_CASES, type EditCase, type EditTarget, PIN } from "../test/edit-cases.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * Conditional requests on every route admins change a record through (decision 075): the read's
 * ETag passes, a stale one is refused with 412 `edit_conflict` naming who changed the record and
 * when, no `If-Match` still changes it, and of two saves made from the same ETag exactly one wins.
 */

let t: TestApp;
let maya: { cookie: string };
let noam: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  maya = await t.signInAs({ role: "admin", fullName: "Maya Levi" });
  noam = await t.signInAs({ role: "admin", fullName: "Noam Bar" });
});
afterAll(() => t.close());

interface Sent {
  status: number;
  etag: string | null;
  body: { error?: { code: string; details?: EditConflictDetails } };
}

async function send(kase: EditCase, target: EditTarget, cookie: string, body: unknown, ifMatch?: string): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (ifMatch) headers["if-match"] = ifMatch;
  const res = await t.request(target.change, {
    method: kase.method,
    cookie,
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get("etag"), body: (await res.json()) as Sent["body"] };
}

async function etagOf(target: EditTarget, cookie: string): Promise<string> {
  const res = await t.request(target.read, { cookie });
  expect(res.status).toBe(200);
  const etag = res.headers.get("etag");
  expect(etag).toMatch(/^"\d+"$/);
  return etag as string;
}

async function expectKept(kase: EditCase, target: EditTarget, kept: Record<string, unknown>) {
  const res = await t.request(target.read, { cookie: maya.cookie });
  const body: unknown = await res.json();
  expect(kase.view ? kase.view(body) : body).toMatchObject(kept);
}

describe.each(EDIT_CASES)("$name", (kase) => {
  it("answers the ETag with the read and passes a change made from it, answering the new ETag", async () => {
    const target = await kase.setup(t);
    const etag = await etagOf(target, maya.cookie);
    const saved = await send(kase, target, maya.cookie, target.first ?? kase.first, etag);
    expect(saved.status).toBe(200);
    expect(saved.etag).toMatch(/^"\d+"$/);
    expect(saved.etag).not.toBe(etag);
    expect(await etagOf(target, maya.cookie)).toBe(saved.etag);
  });

  it("refuses a change made from a stale ETag with 412 edit_conflict, naming who and when, and keeps the first", async () => {
    const target = await kase.setup(t);
    const stale = await etagOf(target, noam.cookie);
    const first = await send(kase, target, maya.cookie, target.first ?? kase.first, stale);
    expect(first.status).toBe(200);
    const before = Date.now();
    const second = await send(kase, target, noam.cookie, target.second ?? kase.second, stale);
    expect(second.status).toBe(412);
    expect(second.body.error?.code).toBe("edit_conflict");
    const details = second.body.error?.details as EditConflictDetails;
    expect(details.etag).toBe(first.etag);
    expect(details.changedBy).toBe("Maya Levi");
    expect(details.changes).toEqual(expect.arrayContaining([expect.objectContaining(kase.firstChange)]));
    expect(Math.abs(new Date(details.changedAt).getTime() - before)).toBeLessThan(10_000);
    await expectKept(kase, target, target.firstKept ?? kase.firstKept);
  });

  it("changes without If-Match (API users), and with If-Match: *", async () => {
    const target = await kase.setup(t);
    await etagOf(target, maya.cookie);
    expect((await send(kase, target, maya.cookie, target.first ?? kase.first)).status).toBe(200);
    expect((await send(kase, target, maya.cookie, target.second ?? kase.second, "*")).status).toBe(200);
    await expectKept(kase, target, target.secondKept ?? kase.secondKept);
  });

  it("lets exactly one of two saves made from the same ETag win", async () => {
    const target = await kase.setup(t);
    const etag = await etagOf(target, maya.cookie);
    const answers = await Promise.all([
      send(kase, target, maya.cookie, target.first ?? kase.first, etag),
      send(kase, target, noam.cookie, kase.raceSecond ?? target.second ?? kase.second, etag),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
  });

  it("refuses a weak or unknown ETag", async () => {
    const target = await kase.setup(t);
    const etag = await etagOf(target, maya.cookie);
    expect((await send(kase, target, maya.cookie, target.first ?? kase.first, `W/${etag}`)).status).toBe(412);
    expect((await send(kase, target, maya.cookie, target.first ?? kase.first, '"nonsense"')).status).toBe(412);
  });
});

describe("the OpenAPI document", () => {
  it("documents If-Match and the 412 answer on every guarded change", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: object }>>;
    };
    for (const kase of EDIT_CASES) {
      const route = doc.paths[kase.openapiPath]?.[kase.method.toLowerCase()];
      expect(route, kase.name).toBeDefined();
      expect(
        route?.parameters?.some((p) => p.in === "header" && p.name === "if-match"),
        kase.name,
      ).toBe(true);
      expect(Object.keys(route?.responses ?? {}), kase.name).toContain("412");
    }
  });
});

describe("the reads and changes added for decision 084", () => {
  it("answer anonymous 401, the owning client and another client 403, an admin 200", async () => {
    const owner = await t.signInAs({ role: "client" });
    const other = await t.signInAs({ role: "client" });
    const project = await createProject(t.database.db, owner.user.id);
    const revision = await createRevision(t.database.db, project, { annotations: [PIN] });
    const featureTarget = await (EDIT_CASES.find((c) => c.name === "feature (PATCH)") as EditCase).setup(t);
    const calls = [
      { path: `/api/admin/revisions/${revision.id}/comments/${PIN.id}`, method: "GET" },
      { path: `/api/admin/revisions/${revision.id}/comments/${PIN.id}`, method: "PATCH", body: { status: "done" } },
      { path: featureTarget.read, method: "GET" },
      { path: featureTarget.change, method: "PATCH", body: { title: "Audience" } },
    ];
    for (const call of calls) {
      const send = (cookie?: string) =>
        t.request(call.path, { method: call.method, cookie, body: call.body ? JSON.stringify(call.body) : undefined });
      expect((await send()).status, call.path).toBe(401);
      expect((await send(owner.cookie)).status, call.path).toBe(403);
      expect((await send(other.cookie)).status, call.path).toBe(403);
      expect((await send(maya.cookie)).status, call.path).toBe(200);
    }
  });
});
