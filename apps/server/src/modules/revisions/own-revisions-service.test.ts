import type { Annotation } from "@portal/shared/annotations";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  files,
  revisionCommentReplies,
  revisionCommentStatuses,
  revisionCommentViews,
  revisions,
} from "../../db/schema/index.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { toRevisions } from "./revision-view.ts";

/**
 * The client's revisions screen is one statement (own-revisions-service.ts, decision 111); the
 * admin's screens still read the same things in separate queries (revision-view.ts). Both must
 * answer a client the same, to the byte: images and pin screenshots (one of them deleted),
 * statuses, replies from both sides in order, and read state with and without views.
 */
let t: TestApp;

const pin = (id: string, screenshotId?: string): Annotation => ({
  id,
  x: 10,
  y: 20,
  comment: `Comment ${id}`,
  mode: "desktop",
  timestamp: new Date().toISOString(),
  viewportWidth: 1280,
  documentHeight: 2000,
  ...(screenshotId ? { screenshotId } : {}),
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/revisions in one statement", () => {
  it("answers what the per-query path answers", async () => {
    const db = t.database.db;
    const client = await t.signInAs();
    const admin = await t.signInAs({ role: "admin" });
    const file = (fileName: string) => ({
      ownerId: client.user.id,
      purpose: "revision_image",
      storageKey: `k/${crypto.randomUUID()}`,
      fileName,
      contentType: "image/png",
      sizeBytes: 10,
    });
    const [image, shot, gone] = await db
      .insert(files)
      .values([file("a.png"), file("shot.png"), file("gone.png")])
      .returning({ id: files.id });
    const project = await createProject(db, client.user.id, { demoUrl: "https://demo.example.com" });
    const first = await createRevision(db, project, {
      annotations: [pin("a", shot.id), pin("b")],
      imageFileIds: [image.id, gone.id],
    });
    await db.delete(files).where(eq(files.id, gone.id));
    const second = await createRevision(db, project, { annotations: [pin("c")] });
    await createRevision(db, project, {});
    await db.insert(revisionCommentStatuses).values({ revisionId: first.id, annotationId: "a", status: "done" });
    await db.insert(revisionCommentReplies).values([
      { revisionId: first.id, annotationId: "a", fromAdmin: true, adminId: admin.user.id, message: "Like this?" },
      { revisionId: first.id, annotationId: "a", fromAdmin: false, message: "Yes" },
      { revisionId: first.id, annotationId: "b", fromAdmin: true, adminId: admin.user.id, message: "Done" },
      { revisionId: second.id, annotationId: "c", fromAdmin: true, adminId: admin.user.id, message: "Seen?" },
    ]);
    await db.insert(revisionCommentViews).values({ userId: client.user.id, revisionId: first.id, annotationId: "b" });

    const res = await t.request("/api/revisions", { cookie: client.cookie });
    expect(res.status).toBe(200);
    const served = await readJson(res);
    const rows = await db
      .select()
      .from(revisions)
      .where(eq(revisions.clientId, client.user.id))
      .orderBy(desc(revisions.createdAt));
    const expected = {
      demoUrl: "https://demo.example.com",
      revisions: await toRevisions(db, rows, { id: client.user.id, party: "client" }),
    };
    expect(JSON.stringify(served)).toBe(JSON.stringify(expected));
    const comments = expected.revisions.flatMap((r) => r.comments);
    // Newest first; "b" was opened after the admin's reply, "a" and "c" were not.
    expect(comments.map((c) => [c.annotationId, c.status, c.unread, c.replies.length])).toEqual([
      ["c", "open", true, 1],
      ["a", "done", true, 2],
      ["b", "open", false, 1],
    ]);
    expect(expected.revisions[2].images.map((i) => i.fileName)).toEqual(["a.png"]);
    expect(expected.revisions[2].annotations[0]).toHaveProperty("screenshotUrl");
  });

  it("answers an empty list with the demo URL, and null without a project", async () => {
    const db = t.database.db;
    const client = await t.signInAs();
    expect(await readJson(await t.request("/api/revisions", { cookie: client.cookie }))).toEqual({
      demoUrl: null,
      revisions: [],
    });
    await createProject(db, client.user.id, { demoUrl: "https://x.example.com" });
    expect(await readJson(await t.request("/api/revisions", { cookie: client.cookie }))).toEqual({
      demoUrl: "https://x.example.com",
      revisions: [],
    });
  });
});
