import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import type { MyRevisionsResponse, Revision, RevisionClient, SubmitRevisionResponse } from "@portal/shared/revision-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, projects, revisions } from "../../db/schema/index.ts";
import { createActiveSubscription, createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { FAKE_PNG, fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";

/** A response body read as the type its contract gives it. */
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
type ErrorBody = { error: { code: string; message: string } };

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const pin = {
  x: 120,
  y: 340,
  comment: "Bigger logo",
  mode: "desktop",
  viewportWidth: 1280,
  documentHeight: 2400,
};

/** A signed-in client with a project; premium and a demo URL unless told otherwise. */
async function client(options: { premium?: boolean; demoUrl?: string | null } = {}) {
  const signedIn = await t.signInAs();
  if (options.premium ?? true) await createActiveSubscription(t.database.db, signedIn.user, 30);
  const project = await createProject(t.database.db, signedIn.user.id, {
    demoUrl: options.demoUrl === undefined ? "https://demo.example.com" : options.demoUrl,
  });
  return { ...signedIn, project };
}

function form(fields: { description?: string; annotations?: unknown; images?: File[] }) {
  const body = new FormData();
  if (fields.description !== undefined) body.set("description", fields.description);
  if (fields.annotations !== undefined)
    body.set("annotations", typeof fields.annotations === "string" ? fields.annotations : JSON.stringify(fields.annotations));
  for (const image of fields.images ?? []) body.append("images", image);
  return body;
}

const submit = (cookie: string, fields: Parameters<typeof form>[0]) =>
  t.request("/api/revisions", { method: "POST", cookie, body: form(fields) });

async function fileCount() {
  return (await t.database.db.select({ id: files.id }).from(files)).length;
}

describe("POST /api/revisions", () => {
  it("refuses anonymous callers and admins", async () => {
    expect((await t.request("/api/revisions", { method: "POST", body: form({ description: "x" }) })).status).toBe(401);
    expect((await submit(admin.cookie, { description: "x" })).status).toBe(403);
  });

  it("stores a revision with its description, normalised comments and images, privately", async () => {
    const c = await client();
    const res = await submit(c.cookie, {
      description: "  Change the colours  ",
      annotations: { annotations: [pin, { ...pin, mode: "mobile", comment: "Menu" }] },
      images: [fileOf(PNG_1x1, "shot.png")],
    });
    expect(res.status).toBe(201);
    const body = await json<SubmitRevisionResponse>(res);
    expect(body.revisionCount).toBe(1);
    expect(body.remaining).toBe(2);
    expect(body.revision).toMatchObject({
      requestNumber: 1,
      status: "pending",
      description: "Change the colours",
      projectId: c.project.id,
    });
    expect(body.revision.annotations).toHaveLength(2);
    expect(body.revision.annotations[0]).toMatchObject({
      ...pin,
      id: expect.any(String),
      timestamp: expect.any(String),
    });
    expect(body.revision.images).toHaveLength(1);
    expect(body.revision.screenshotUrl).toBe(body.revision.images[0].url);

    const image = body.revision.images[0].url as string;
    expect((await t.request(image, { cookie: c.cookie })).status).toBe(200);
    expect((await t.request(image, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(image, { cookie: (await t.signInAs()).cookie })).status).toBe(404);
    expect((await t.request(image)).status).toBe(401);

    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, c.project.id));
    expect(project.revisionCount).toBe(1);
  });

  it("accepts every annotation shape and uses the default description for comments only", async () => {
    const c = await client();
    const shapes = [JSON.stringify([pin]), pin, [pin]];
    for (const [i, annotations] of shapes.entries()) {
      const res = await submit(c.cookie, { annotations });
      expect(res.status).toBe(201);
      const { revision } = await json<SubmitRevisionResponse>(res);
      expect(revision.requestNumber).toBe(i + 1);
      expect(revision.description).toBe("Revision request with comments");
      expect(revision.annotations).toEqual([expect.objectContaining({ x: 120, y: 340, comment: "Bigger logo" })]);
    }
  });

  it("requires premium, a demo URL, and something to send", async () => {
    const free = await client({ premium: false });
    const noPremium = await submit(free.cookie, { description: "x" });
    expect(noPremium.status).toBe(403);
    expect((await json<ErrorBody>(noPremium)).error.code).toBe("premium_required");

    const noDemo = await client({ demoUrl: null });
    const res = await submit(noDemo.cookie, { description: "x" });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe("demo_url_required");

    const c = await client();
    const empty = await submit(c.cookie, { description: "   " });
    expect((await json<ErrorBody>(empty)).error.code).toBe("description_or_comments_required");
    const tooLong = await submit(c.cookie, { description: "a".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await json<ErrorBody>(tooLong)).error.code).toBe("description_too_long");
    const blank = await submit(c.cookie, { annotations: [{ ...pin, comment: " " }] });
    expect((await json<ErrorBody>(blank)).error.code).toBe("blank_comment");
    const mode = await submit(c.cookie, { annotations: [{ ...pin, mode: "tablet" }] });
    expect((await json<ErrorBody>(mode)).error.code).toBe("invalid_mode");
    const position = await submit(c.cookie, { annotations: [{ ...pin, x: "left" }] });
    expect((await json<ErrorBody>(position)).error.code).toBe("invalid_position");
    expect(await t.database.db.select().from(revisions).where(eq(revisions.clientId, c.user.id))).toHaveLength(0);
  });

  it("counts a description's characters as people see them: 1000 emoji fit, 1001 do not", async () => {
    const c = await client();
    const over = await submit(c.cookie, { description: "👍".repeat(1001) });
    expect(over.status).toBe(400);
    expect((await json<ErrorBody>(over)).error.code).toBe("description_too_long");
    const family = "👨‍👩‍👧";
    const full = await submit(c.cookie, { description: family.repeat(1000) });
    expect(full.status).toBe(201);
    const [stored] = await t.database.db.select().from(revisions).where(eq(revisions.clientId, c.user.id));
    expect(stored?.description).toBe(family.repeat(1000));
  });

  it("answers a client without a project", async () => {
    const lone = await t.signInAs();
    await createActiveSubscription(t.database.db, lone.user);
    const res = await submit(lone.cookie, { description: "x" });
    expect((await json<ErrorBody>(res)).error.code).toBe("missing_project");
  });

  it("refuses bad images by content, size and number, storing nothing", async () => {
    const c = await client();
    const before = await fileCount();
    const fake = await submit(c.cookie, { description: "x", images: [fileOf(PNG_1x1, "ok.png"), FAKE_PNG] });
    expect(fake.status).toBe(400);
    expect((await json<ErrorBody>(fake)).error.code).toBe("invalid_file_type");

    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(PNG_1x1);
    const tooBig = await submit(c.cookie, {
      description: "x",
      images: [fileOf(big, "big.png", "image/png")],
    });
    expect((await json<ErrorBody>(tooBig)).error.code).toBe("file_too_large");

    const six = Array.from({ length: 6 }, (_, i) => fileOf(PNG_1x1, `${i}.png`, "image/png"));
    const tooMany = await submit(c.cookie, { description: "x", images: six });
    expect((await json<ErrorBody>(tooMany)).error.code).toBe("too_many_images");

    expect(await fileCount()).toBe(before);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, c.project.id));
    expect(project.revisionCount).toBe(0);
  });

  it("refuses a fourth request and deletes its uploaded images again", async () => {
    const c = await client();
    for (let i = 0; i < 3; i++) expect((await submit(c.cookie, { description: `r${i}` })).status).toBe(201);
    const before = await fileCount();
    const fourth = await submit(c.cookie, { description: "one more", images: [fileOf(PNG_1x1, "x.png")] });
    expect(fourth.status).toBe(409);
    expect((await json<ErrorBody>(fourth)).error.code).toBe("revision_limit_reached");
    expect(await fileCount()).toBe(before);
  });

  it("holds the limit of 3 under 20 concurrent submits, deleting the refused ones' images", async () => {
    const c = await client();
    const before = await fileCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(c.cookie, { description: `race ${i}`, images: [fileOf(PNG_1x1, `r${i}.png`)] }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const rows = await t.database.db.select().from(revisions).where(eq(revisions.projectId, c.project.id));
    expect(rows.map((r) => r.requestNumber).sort()).toEqual([1, 2, 3]);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, c.project.id));
    expect(project.revisionCount).toBe(3);
    expect(await fileCount()).toBe(before + 3);
  });
});

describe("the agency's revisions per project", () => {
  const setLimit = (revisionsPerProject: number) =>
    updateAgencySettings(t.deps, null, { premium: { ...AGENCY_SETTINGS_DEFAULTS.premium, revisionsPerProject } });

  it("follows the premium plan's setting, atomically under 12 concurrent submits, and names it when refusing", async () => {
    await setLimit(5);
    try {
      const c = await client();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(c.cookie, { description: `race ${i}` })));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      const refused = answers.find((r) => r.status === 409);
      expect((await json<ErrorBody>(refused ?? answers[0])).error.message).toBe(
        "You have used all 5 available revisions for this project.",
      );
      const rows = await t.database.db.select().from(revisions).where(eq(revisions.projectId, c.project.id));
      expect(rows.map((r) => r.requestNumber).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await setLimit(3);
    }
  });

  it("refuses at once when the agency lowers the limit below what a project has used", async () => {
    const c = await client();
    for (let i = 0; i < 2; i++) expect((await submit(c.cookie, { description: `r${i}` })).status).toBe(201);
    await setLimit(2);
    try {
      const third = await submit(c.cookie, { description: "one more" });
      expect(third.status).toBe(409);
      expect((await json<ErrorBody>(third)).error.message).toBe("You have used all 2 available revisions for this project.");
    } finally {
      await setLimit(3);
    }
  });
});

describe("GET /api/revisions", () => {
  it("lists only the client's own revisions, newest first, with the demo URL", async () => {
    const c = await client();
    const other = await client();
    await createRevision(t.database.db, c.project, {
      description: "first",
      createdAt: new Date(Date.now() - 60_000),
    });
    await createRevision(t.database.db, c.project, { description: "second" });
    await createRevision(t.database.db, other.project, { description: "not yours" });
    const body = await json<MyRevisionsResponse>(t.request("/api/revisions", { cookie: c.cookie }));
    expect(body.demoUrl).toBe("https://demo.example.com");
    expect(body.revisions.map((r) => r.description)).toEqual(["second", "first"]);
    expect((await t.request("/api/revisions")).status).toBe(401);
  });
});

describe("admin revisions", () => {
  it("lists clients with counts, a client's revisions, and is admin-only", async () => {
    const c = await client();
    await createRevision(t.database.db, c.project);
    const clientsRes = await t.request("/api/admin/revision-clients", { cookie: admin.cookie });
    const { clients } = await json<{ clients: RevisionClient[] }>(clientsRes);
    expect(clients.find((x) => x.id === c.user.id)).toMatchObject({ revisionCount: 1, unviewedCount: 1 });
    const list = await json<{ revisions: Revision[] }>(
      t.request(`/api/admin/revision-clients/${c.user.id}/revisions`, { cookie: admin.cookie }),
    );
    expect(list.revisions).toHaveLength(1);
    expect((await t.request("/api/admin/revision-clients", { cookie: c.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/revision-clients/${c.user.id}/revisions`, { cookie: c.cookie })).status).toBe(403);
  });

  it("opens a revision with the client's e-mail and demo URL and records the view", async () => {
    const c = await client();
    const row = await createRevision(t.database.db, c.project, {
      annotations: [{ ...pin, id: "p1", mode: "desktop", timestamp: new Date().toISOString() }],
    });
    const heard: string[] = [];
    const stop = t.deps.providers.events.subscribe((e) => {
      if (e.type === "revisions.viewed" && e.data?.revisionId === row.id) heard.push(e.type);
    });
    const res = await t.request(`/api/admin/revisions/${row.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await json<unknown>(res)).toMatchObject({
      id: row.id,
      clientEmail: c.user.email,
      demoUrl: "https://demo.example.com",
      requestNumber: 1,
    });
    const views = await t.database.db.query.adminRevisionViews.findMany();
    expect(views.some((v) => v.revisionId === row.id && v.adminId === admin.user.id)).toBe(true);
    // Reading again records nothing new and announces nothing (open screens would refetch forever).
    await t.request(`/api/admin/revisions/${row.id}`, { cookie: admin.cookie });
    await expect.poll(() => heard.length).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    stop();
    expect(heard).toHaveLength(1);
    const { clients } = await json<{ clients: RevisionClient[] }>(
      t.request("/api/admin/revision-clients", { cookie: admin.cookie }),
    );
    expect(clients.find((x) => x.id === c.user.id)?.unviewedCount).toBe(0);

    expect((await t.request(`/api/admin/revisions/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request(`/api/admin/revisions/${row.id}`, { cookie: c.cookie })).status).toBe(403);
  });

  it("changes the status only to a different value, and the client sees it", async () => {
    const c = await client();
    const row = await createRevision(t.database.db, c.project);
    const patch = (status: string, cookie = admin.cookie) =>
      t.request(`/api/admin/revisions/${row.id}`, {
        method: "PATCH",
        cookie,
        body: JSON.stringify({ status }),
      });
    expect((await patch("in_progress", c.cookie)).status).toBe(403);
    expect((await patch("in_progress")).status).toBe(200);
    const same = await patch("in_progress");
    expect(same.status).toBe(400);
    expect((await json<ErrorBody>(same)).error.code).toBe("status_unchanged");
    expect((await patch("completed")).status).toBe(400);
    expect((await patch("done")).status).toBe(200);
    const mine = await json<MyRevisionsResponse>(t.request("/api/revisions", { cookie: c.cookie }));
    expect(mine.revisions[0].status).toBe("done");
  });
});
