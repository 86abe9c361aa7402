import type {
  AdminRevision,
  MyRevisionsResponse,
  PinScreenshot,
  SubmitRevisionResponse,
} from "@portal/shared/revision-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema/index.ts";
import { createActiveSubscription, createProject } from "../../db/seed/projects-factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string } };

/** A signed-in client with a project and its demo; premium unless told otherwise. */
async function client(options: { premium?: boolean } = {}) {
  const signedIn = await t.signInAs();
  if (options.premium ?? true) await createActiveSubscription(t.database.db, signedIn.user, 30);
  await createProject(t.database.db, signedIn.user.id, { demoUrl: "https://demo.example.com" });
  return signedIn;
}

function upload(cookie: string | undefined, file: File = fileOf(PNG_1x1, "shot.png", "image/png")) {
  const body = new FormData();
  body.set("screenshot", file);
  return t.request("/api/revisions/pin-screenshots", { method: "POST", cookie, body });
}

/** What a version 3 bridge remembers of the element (decision 082): stored and answered as sent. */
const fingerprint = { tag: "strong", text: "Bakery", attrs: { id: "logo" }, index: 1, of: 1, fixed: true };

function submitWith(cookie: string, screenshotId: string) {
  const body = new FormData();
  body.set("description", "With a screenshot");
  const pin = { x: 10, y: 20, comment: "Logo", mode: "desktop", page: "/menu", screenshotId };
  body.set("annotations", JSON.stringify([{ ...pin, anchor: { selector: "#logo", offsetX: 50, offsetY: 50, fingerprint } }]));
  return t.request("/api/revisions", { method: "POST", cookie, body });
}

describe("POST /api/revisions/pin-screenshots", () => {
  it("refuses anonymous callers, admins, and clients who may not request revisions", async () => {
    expect((await upload(undefined)).status).toBe(401);
    expect((await upload(admin.cookie)).status).toBe(403);
    const free = await client({ premium: false });
    expect(await readJson<ErrorBody>(upload(free.cookie))).toMatchObject({ error: { code: "premium_required" } });
  });

  it("stores the screenshot as the client's private image, checked by content", async () => {
    const owner = await client();
    const res = await upload(owner.cookie);
    expect(res.status).toBe(201);
    const shot = (await res.json()) as PinScreenshot;
    expect(shot.url).toBe(`/api/files/${shot.id}`);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, shot.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, purpose: "pin_screenshot", contentType: "image/png" });

    const notImage = await upload(owner.cookie, fileOf(new TextEncoder().encode("<svg/>"), "shot.png", "image/png"));
    expect(await readJson<ErrorBody>(notImage)).toMatchObject({ error: { code: "invalid_file_type" } });
  });

  it("is served to its owner and admins only", async () => {
    const owner = await client();
    const other = await client();
    const shot = await readJson<PinScreenshot>(upload(owner.cookie));
    expect((await t.request(shot.url)).status).toBe(401);
    expect((await t.request(shot.url, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(shot.url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(shot.url, { cookie: admin.cookie })).status).toBe(200);
  });

  it("clears the client's screenshots of comments never sent, once they are a day old", async () => {
    const owner = await client();
    const sent = await readJson<PinScreenshot>(upload(owner.cookie));
    const unsent = await readJson<PinScreenshot>(upload(owner.cookie));
    expect((await submitWith(owner.cookie, sent.id)).status).toBe(201);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.database.db.update(files).set({ createdAt: twoDaysAgo }).where(eq(files.ownerId, owner.user.id));
    expect((await upload(owner.cookie)).status).toBe(201);
    const left = await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, owner.user.id));
    expect(left.map((f) => f.id)).toContain(sent.id);
    expect(left.map((f) => f.id)).not.toContain(unsent.id);
  });
});

describe("pins with screenshots", () => {
  it("carry their screenshot's URL to the owner and to admins, with the pin's page and anchor", async () => {
    const owner = await client();
    const shot = await readJson<PinScreenshot>(upload(owner.cookie));
    const submitted = await submitWith(owner.cookie, shot.id);
    expect(submitted.status).toBe(201);
    const { revision } = (await submitted.json()) as SubmitRevisionResponse;
    const expected = {
      screenshotId: shot.id,
      screenshotUrl: shot.url,
      page: "/menu",
      anchor: { selector: "#logo", fingerprint },
    };
    expect(revision.annotations[0]).toMatchObject(expected);

    const mine = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: owner.cookie }));
    expect(mine.revisions[0]?.annotations[0]).toMatchObject(expected);
    const other = await client();
    const theirs = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: other.cookie }));
    expect(theirs.revisions).toEqual([]);
    const forAdmin = await readJson<AdminRevision>(t.request(`/api/admin/revisions/${revision.id}`, { cookie: admin.cookie }));
    expect(forAdmin.annotations[0]).toMatchObject(expected);
    expect((await t.request(`/api/admin/revisions/${revision.id}`, { cookie: owner.cookie })).status).toBe(403);
  });

  it("are refused with another client's screenshot, and nothing is stored", async () => {
    const owner = await client();
    const other = await client();
    const theirs = await readJson<PinScreenshot>(upload(other.cookie));
    const refused = await submitWith(owner.cookie, theirs.id);
    expect(await readJson<ErrorBody>(refused)).toMatchObject({ error: { code: "invalid_annotations" } });
    const mine = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: owner.cookie }));
    expect(mine.revisions).toEqual([]);
  });
});
