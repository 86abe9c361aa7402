import type { Annotation } from "@portal/shared/annotations";
import { COMMENT_REPLIES_MAX, type CommentReply } from "@portal/shared/comment-workflow";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import type { AdminRevision, MyRevisionsResponse, Revision } from "@portal/shared/revision-contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox, revisionCommentReplies } from "../../db/schema/index.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
type ErrorBody = { error: { code: string } };
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;

let t: TestApp;
let admin: Person;
let otherAdmin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  otherAdmin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const note = (id: string, comment: string): Annotation => ({
  id,
  x: 10,
  y: 20,
  comment,
  mode: "desktop",
  timestamp: new Date().toISOString(),
  viewportWidth: 1280,
  documentHeight: 2000,
});

/** A signed-in client with a revision of three comments: "logo", "menu" and "footer". */
async function clientWithRevision() {
  const person = await t.signInAs();
  const project = await createProject(t.database.db, person.user.id, { demoUrl: "https://demo.example.com" });
  const revision = await createRevision(t.database.db, project, {
    annotations: [note("logo", "Bigger logo"), note("menu", "Move the menu"), note("footer", "Fix the footer")],
  });
  return { ...person, revision };
}

const send = (path: string, cookie: string | undefined, method: string, body?: unknown) =>
  t.request(path, { method, cookie, body: body === undefined ? undefined : JSON.stringify(body) });
const clientPath = (revisionId: string, comment: string) => `/api/revisions/${revisionId}/comments/${comment}`;
const adminPath = (revisionId: string, comment: string) => `/api/admin/revisions/${revisionId}/comments/${comment}`;

const mine = async (c: Person) =>
  (await json<MyRevisionsResponse>(t.request("/api/revisions", { cookie: c.cookie }))).revisions[0];
const asAdmin = (revisionId: string, person = admin) =>
  json<AdminRevision>(t.request(`/api/admin/revisions/${revisionId}`, { cookie: person.cookie }));
const counts = (person: Person) => json<NotificationCounts>(t.request("/api/notifications/counts", { cookie: person.cookie }));
const statusOf = (revision: Revision, id: string) => revision.comments.find((c) => c.annotationId === id)?.status;
const threadOf = (revision: Revision, id: string) => revision.comments.find((c) => c.annotationId === id);

describe("comment status", () => {
  it("is open until an admin sets it, and both sides see it with the done count", async () => {
    const c = await clientWithRevision();
    const before = await mine(c);
    expect(before.comments.map((x) => [x.annotationId, x.status])).toEqual([
      ["logo", "open"],
      ["menu", "open"],
      ["footer", "open"],
    ]);
    expect((await send(adminPath(c.revision.id, "logo"), admin.cookie, "PATCH", { status: "done" })).status).toBe(200);
    expect((await send(adminPath(c.revision.id, "menu"), admin.cookie, "PATCH", { status: "in_progress" })).status).toBe(200);
    const seen = await mine(c);
    expect([statusOf(seen, "logo"), statusOf(seen, "menu"), statusOf(seen, "footer")]).toEqual(["done", "in_progress", "open"]);
    const adminView = await asAdmin(c.revision.id);
    expect(adminView.comments.filter((x) => x.status === "done")).toHaveLength(1);
  });

  it("changes only to a different value, for an existing comment", async () => {
    const c = await clientWithRevision();
    const same = await send(adminPath(c.revision.id, "logo"), admin.cookie, "PATCH", { status: "open" });
    expect(same.status).toBe(400);
    expect((await json<ErrorBody>(same)).error.code).toBe("status_unchanged");
    const bad = await send(adminPath(c.revision.id, "logo"), admin.cookie, "PATCH", { status: "completed" });
    expect(bad.status).toBe(400);
    const missing = await send(adminPath(c.revision.id, "nope"), admin.cookie, "PATCH", { status: "done" });
    expect(missing.status).toBe(404);
    expect((await json<ErrorBody>(missing)).error.code).toBe("comment_not_found");
    const noRevision = await send(adminPath(crypto.randomUUID(), "logo"), admin.cookie, "PATCH", { status: "done" });
    expect((await json<ErrorBody>(noRevision)).error.code).toBe("revision_not_found");
  });

  it("is the admin's alone: clients get 403, anonymous callers 401", async () => {
    const c = await clientWithRevision();
    expect((await send(adminPath(c.revision.id, "logo"), c.cookie, "PATCH", { status: "done" })).status).toBe(403);
    expect((await send(adminPath(c.revision.id, "logo"), undefined, "PATCH", { status: "done" })).status).toBe(401);
    expect(statusOf(await mine(c), "logo")).toBe("open");
  });

  it("tells both sides' screens", async () => {
    const c = await clientWithRevision();
    const heard: string[] = [];
    const stop = t.deps.providers.events.subscribe((e) => {
      if (e.type === "revisions.comment.status" && e.data?.revisionId === c.revision.id) heard.push(e.audience);
    });
    await send(adminPath(c.revision.id, "footer"), admin.cookie, "PATCH", { status: "done" });
    await expect.poll(() => [...heard].sort()).toEqual(["admins", c.user.id].sort());
    stop();
  });
});

describe("comment replies", () => {
  it("the client and an admin write a thread in order; admins see who wrote, the client sees no e-mail", async () => {
    const c = await clientWithRevision();
    const first = await send(`${clientPath(c.revision.id, "menu")}/replies`, c.cookie, "POST", { message: "  Left please  " });
    expect(first.status).toBe(201);
    expect(await json<CommentReply>(first)).toMatchObject({ author: "client", message: "Left please", adminEmail: null });
    const answer = await send(`${adminPath(c.revision.id, "menu")}/replies`, admin.cookie, "POST", { message: "Done, look now" });
    expect(answer.status).toBe(201);
    const thread = threadOf(await asAdmin(c.revision.id), "menu");
    expect(thread?.replies.map((r) => [r.author, r.message, r.adminEmail])).toEqual([
      ["client", "Left please", null],
      ["admin", "Done, look now", admin.user.email],
    ]);
    expect(threadOf(await mine(c), "menu")?.replies.map((r) => r.adminEmail)).toEqual([null, null]);
    expect(threadOf(await mine(c), "logo")?.replies).toEqual([]);
  });

  it("a client reaches only their own comments: someone else's revision is 404, anonymous 401, admins use their own routes", async () => {
    const c = await clientWithRevision();
    const stranger = await clientWithRevision();
    const reply = { message: "Hello" };
    const foreign = await send(`${clientPath(c.revision.id, "logo")}/replies`, stranger.cookie, "POST", reply);
    expect(foreign.status).toBe(404);
    expect((await json<ErrorBody>(foreign)).error.code).toBe("revision_not_found");
    expect((await send(`${clientPath(c.revision.id, "logo")}/view`, stranger.cookie, "POST")).status).toBe(404);
    expect((await send(`${clientPath(c.revision.id, "logo")}/replies`, undefined, "POST", reply)).status).toBe(401);
    expect((await send(`${clientPath(c.revision.id, "logo")}/view`, undefined, "POST")).status).toBe(401);
    expect((await send(`${adminPath(c.revision.id, "logo")}/replies`, undefined, "POST", reply)).status).toBe(401);
    expect((await send(`${clientPath(c.revision.id, "logo")}/replies`, admin.cookie, "POST", reply)).status).toBe(403);
    expect((await send(`${adminPath(c.revision.id, "logo")}/replies`, c.cookie, "POST", reply)).status).toBe(403);
    expect((await send(`${clientPath(c.revision.id, "gone")}/replies`, c.cookie, "POST", reply)).status).toBe(404);
    // Nothing was written, and the stranger's own list shows only their own revision.
    const rows = await t.database.db
      .select()
      .from(revisionCommentReplies)
      .where(eq(revisionCommentReplies.revisionId, c.revision.id));
    expect(rows).toEqual([]);
    const theirs = await json<MyRevisionsResponse>(t.request("/api/revisions", { cookie: stranger.cookie }));
    expect(theirs.revisions.map((r) => r.id)).toEqual([stranger.revision.id]);
  });

  it("refuses blank and too long replies with their own codes, and a full thread", async () => {
    const c = await clientWithRevision();
    const path = `${clientPath(c.revision.id, "logo")}/replies`;
    const blank = await send(path, c.cookie, "POST", { message: "   " });
    expect(blank.status).toBe(400);
    expect((await json<ErrorBody>(blank)).error.code).toBe("comment_reply_required");
    const long = await send(path, c.cookie, "POST", { message: "a".repeat(1001) });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.code).toBe("comment_reply_too_long");
    expect((await send(path, c.cookie, "POST", { message: "a".repeat(1000) })).status).toBe(201);
    await t.database.db.insert(revisionCommentReplies).values(
      Array.from({ length: COMMENT_REPLIES_MAX - 1 }, (_, i) => ({
        revisionId: c.revision.id,
        annotationId: "logo",
        message: `note ${i}`,
      })),
    );
    const full = await send(path, c.cookie, "POST", { message: "one more" });
    expect(full.status).toBe(409);
    expect((await json<ErrorBody>(full)).error.code).toBe("comment_thread_full");
  });

  it("an agency reply notifies the client with a link to the comment; a client reply notifies the admins", async () => {
    const c = await clientWithRevision();
    const agency = await json<CommentReply>(
      send(`${adminPath(c.revision.id, "footer")}/replies`, admin.cookie, "POST", { message: "Which footer?" }),
    );
    const [toClient] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, `revision.comment.reply:${agency.id}`));
    expect(toClient).toMatchObject({ recipientId: c.user.id, kind: "revision_comment_reply_agency" });
    expect(toClient.data).toMatchObject({ revisionId: c.revision.id, commentId: "footer", comment: "3", number: "0001" });
    const own = await json<CommentReply>(
      send(`${clientPath(c.revision.id, "footer")}/replies`, c.cookie, "POST", { message: "The grey one" }),
    );
    const toAdmins = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.eventKey, `revision.comment.reply:${own.id}`), eq(notificationOutbox.channel, "email")));
    expect(toAdmins.map((r) => r.recipientId)).toEqual(expect.arrayContaining([admin.user.id, otherAdmin.user.id]));
    expect(toAdmins.every((r) => r.kind === "revision_comment_reply_client")).toBe(true);
  });
});

describe("read state and badges", () => {
  it("an agency reply is unread for the client until they open the thread; their own replies never are", async () => {
    const c = await clientWithRevision();
    const start = (await counts(c)) as Extract<NotificationCounts, { role: "client" }>;
    expect(start.commentReplies).toBe(0);
    await send(`${clientPath(c.revision.id, "logo")}/replies`, c.cookie, "POST", { message: "Mine" });
    expect(threadOf(await mine(c), "logo")?.unread).toBe(false);
    await send(`${adminPath(c.revision.id, "logo")}/replies`, admin.cookie, "POST", { message: "Ours" });
    await send(`${adminPath(c.revision.id, "menu")}/replies`, admin.cookie, "POST", { message: "Ours too" });
    const revision = await mine(c);
    expect([
      threadOf(revision, "logo")?.unread,
      threadOf(revision, "menu")?.unread,
      threadOf(revision, "footer")?.unread,
    ]).toEqual([true, true, false]);
    expect(await counts(c)).toMatchObject({ role: "client", commentReplies: 2 });
    expect((await send(`${clientPath(c.revision.id, "logo")}/view`, c.cookie, "POST")).status).toBe(204);
    expect(threadOf(await mine(c), "logo")?.unread).toBe(false);
    expect(await counts(c)).toMatchObject({ commentReplies: 1 });
    // Another client's unread threads are not counted for this one.
    const stranger = await clientWithRevision();
    expect(await counts(stranger)).toMatchObject({ commentReplies: 0 });
  });

  it("a client reply is unread for each admin until that admin opens the thread", async () => {
    const c = await clientWithRevision();
    const before = (await counts(admin)) as Extract<NotificationCounts, { role: "admin" }>;
    await send(`${clientPath(c.revision.id, "footer")}/replies`, c.cookie, "POST", { message: "Any news?" });
    expect(threadOf(await asAdmin(c.revision.id), "footer")?.unread).toBe(true);
    expect(await counts(admin)).toMatchObject({ commentReplies: before.commentReplies + 1 });
    const listed = async () => {
      const page = await json<{ clients: { id: string; unreadReplies: number }[] }>(
        t.request(`/api/admin/revision-clients?search=${encodeURIComponent(c.user.email)}`, { cookie: admin.cookie }),
      );
      return page.clients.find((x) => x.id === c.user.id)?.unreadReplies;
    };
    expect(await listed()).toBe(1);
    expect((await send(`${adminPath(c.revision.id, "footer")}/view`, admin.cookie, "POST")).status).toBe(204);
    expect(threadOf(await asAdmin(c.revision.id), "footer")?.unread).toBe(false);
    expect(await counts(admin)).toMatchObject({ commentReplies: before.commentReplies });
    expect(await listed()).toBe(0);
    // Views are per person: the other admin has not opened it.
    expect(threadOf(await asAdmin(c.revision.id, otherAdmin), "footer")?.unread).toBe(true);
    // An admin's own reply is not unread for admins.
    await send(`${adminPath(c.revision.id, "logo")}/replies`, admin.cookie, "POST", { message: "On it" });
    expect(threadOf(await asAdmin(c.revision.id), "logo")?.unread).toBe(false);
  });

  it("the admin's list of a client's revisions carries the threads too", async () => {
    const c = await clientWithRevision();
    await send(`${clientPath(c.revision.id, "menu")}/replies`, c.cookie, "POST", { message: "Hi" });
    const list = await json<{ revisions: Revision[] }>(
      t.request(`/api/admin/revision-clients/${c.user.id}/revisions`, { cookie: admin.cookie }),
    );
    expect(threadOf(list.revisions[0], "menu")).toMatchObject({ unread: true, replies: [{ author: "client", message: "Hi" }] });
  });
});
