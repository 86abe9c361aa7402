import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, eventStreams, sessions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads server-sent events until `predicate` matches one, or fails after a while. */
async function readUntil(response: Response, predicate: (chunk: string) => boolean): Promise<string> {
  if (!response.body) throw new Error("no stream");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
    if (predicate(text)) {
      await reader.cancel();
      return text;
    }
  }
  await reader.cancel();
  throw new Error(`Stream did not match: ${text}`);
}

/** Everything a stream sends until the server ends it; fails if it is still open after a generous while. */
async function untilEnd(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  const timeout = setTimeout(() => void reader.cancel(new Error("still open")), 15_000);
  let text = "";
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += new TextDecoder().decode(chunk.value);
    }
  } finally {
    clearTimeout(timeout);
  }
  return text;
}

/** Reads a stream until the server ends it, which must be because its session ended. */
async function readToEnd(response: Response): Promise<string> {
  const text = await untilEnd(response);
  if (!text.endsWith(`data: {"type":"session.invalidated"}\n\n`)) throw new Error(`Stream did not end on its session: ${text}`);
  return text;
}

/** Streams a test opened; whatever is still open is closed after each test. */
const opened: Response[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.body?.cancel().catch(() => undefined)));
});

/** Opens a stream and waits until it is live (registered and listening). */
async function openStream(cookie: string, app: TestApp = t) {
  const response = await app.request("/api/events", { cookie });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error("no stream");
  const reader = response.body.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain("event: ready");
  reader.releaseLock();
  opened.push(response);
  return response;
}

/** Retries `check` until it passes (for work the server finishes after answering). */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe("GET /api/events", () => {
  it("refuses anonymous callers", async () => {
    expect((await t.request("/api/events")).status).toBe(401);
  });

  it("streams a client only the events addressed to them", async () => {
    const me = await t.signInAs();
    const other = await t.signInAs();
    const response = await t.request("/api/events", { cookie: me.cookie });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const bus = t.deps.providers.events;
    setTimeout(async () => {
      await bus.publish({ type: "invoices.changed", audience: other.user.id, data: {} });
      await bus.publish({ type: "invoices.changed", audience: "admins", data: {} });
      await bus.publish({ type: "support.ticket.reply", audience: me.user.id, data: { ticketId: "t1" } });
    }, 50);
    const text = await readUntil(response, (s) => s.includes("support.ticket.reply"));
    expect(text).not.toContain("invoices.changed");
  });

  it("streams a colleague the events of the company their session acts for (decision 106)", async () => {
    const owner = await t.signInAs({ businessName: "Shapiro Yoga" });
    const colleague = await t.signInAs();
    await t.database.db.insert(companyMembers).values({ accountId: owner.user.id, personId: colleague.user.id });
    const other = await t.signInAs();
    const response = await t.request("/api/events", { cookie: colleague.cookie });
    const bus = t.deps.providers.events;
    setTimeout(async () => {
      await bus.publish({ type: "invoices.changed", audience: other.user.id, data: {} });
      await bus.publish({ type: "support.ticket.reply", audience: owner.user.id, data: { ticketId: "t1" } });
    }, 50);
    const text = await readUntil(response, (s) => s.includes("support.ticket.reply"));
    expect(text).not.toContain("invoices.changed");
  });

  it("streams admins the events addressed to admins", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const response = await t.request("/api/events", { cookie: admin.cookie });
    setTimeout(
      () => void t.deps.providers.events.publish({ type: "revisions.created", audience: "admins", data: { revisionId: "r1" } }),
      50,
    );
    expect(await readUntil(response, (s) => s.includes("revisions.created"))).toContain("event: change");
  });
});

describe("store changes reach every open store page", () => {
  it("streams a client the store closing and a feature being deleted, both done by an admin", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const client = await t.signInAs();
    const closing = await t.request("/api/events", { cookie: client.cookie });
    setTimeout(async () => {
      const closed = await t.request("/api/admin/store/settings", {
        method: "PUT",
        cookie: admin.cookie,
        body: JSON.stringify({ storeOpen: false }),
        headers: { "content-type": "application/json" },
      });
      expect(closed.status).toBe(200);
    }, 50);
    expect(await readUntil(closing, (s) => s.includes("store.changed"))).toContain("event: change");

    const created = await t.request("/api/admin/store/features", {
      method: "POST",
      cookie: admin.cookie,
      body: JSON.stringify({
        title: "Live chat",
        description: "Chat on the site",
        priceCents: 1000,
        billingType: "one_time",
        estimatedDeliveryDays: null,
        imageFileId: null,
      }),
      headers: { "content-type": "application/json" },
    });
    expect(created.status).toBe(201);
    const featureId = ((await created.json()) as { feature: { id: string } }).feature.id;
    const deleting = await t.request("/api/events", { cookie: client.cookie });
    setTimeout(async () => {
      const deleted = await t.request(`/api/admin/store/features/${featureId}`, { method: "DELETE", cookie: admin.cookie });
      expect(deleted.status).toBe(204);
    }, 50);
    expect(await readUntil(deleting, (s) => s.includes("store.changed"))).toContain("event: change");
  });
});

describe("a stream lives only as long as its session", () => {
  it("ends when the person signs out, and its registration goes", async () => {
    const me = await t.signInAs();
    const stream = await openStream(me.cookie);
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie: me.cookie, body: "{}" });
    expect(out.status).toBe(200);
    await readToEnd(stream);
    await eventually(async () => {
      const left = await t.database.db.select().from(eventStreams).where(eq(eventStreams.userId, me.user.id));
      expect(left).toHaveLength(0);
    });
  });

  it("keeps the streams of the person's other sessions open when one session signs out", async () => {
    const first = await t.signInAs();
    const second = await signInAgain(first.user.phone as string);
    const kept = await openStream(second);
    const ending = await openStream(first.cookie);
    await t.request("/api/auth/sign-out", { method: "POST", cookie: first.cookie, body: "{}" });
    await readToEnd(ending);
    const reply = { type: "support.ticket.reply", audience: first.user.id, data: { ticketId: "t1" } } as const;
    setTimeout(() => void t.deps.providers.events.publish(reply), 50);
    const text = await readUntil(kept, (s) => s.includes("support.ticket.reply"));
    expect(text).not.toContain("session.invalidated");
  });

  it("ends when an admin deletes the person", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const client = await t.signInAs();
    const stream = await openStream(client.cookie);
    const res = await t.request(`/api/admin/users/${client.user.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(res.status).toBe(200);
    await readToEnd(stream);
  });

  it("ends when an admin changes the person's role; the next stream has the new role", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const client = await t.signInAs();
    const stream = await openStream(client.cookie);
    const res = await t.request(`/api/admin/users/${client.user.id}/role`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ role: "admin" }),
    });
    expect(res.status).toBe(200);
    await readToEnd(stream);
    const again = await openStream(client.cookie);
    setTimeout(
      () => void t.deps.providers.events.publish({ type: "revisions.created", audience: "admins", data: { revisionId: "r1" } }),
      50,
    );
    expect(await readUntil(again, (s) => s.includes("revisions.created"))).toContain("event: change");
  });
});

/** Signs a person in once more (a second session, as from another device). */
async function signInAgain(phone: string): Promise<string> {
  await t.request("/api/auth/phone-number/send-otp", { method: "POST", body: JSON.stringify({ phoneNumber: phone }) });
  const verified = await t.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code: t.sms.lastCodeFor(phone) }),
  });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("streams re-check their session and are capped per person", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ eventStreams: { maxPerPerson: 2, sessionCheckMs: 100 } });
  });
  afterAll(() => app.close());

  it("ends a stream whose session expired, found by its periodic check", async () => {
    const me = await app.signInAs();
    const stream = await openStream(me.cookie, app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.user.id));
    await readToEnd(stream);
  });

  it("refuses a person's third stream, and opens one again once another closes", async () => {
    const me = await app.signInAs();
    const first = await openStream(me.cookie, app);
    await openStream(me.cookie, app);
    const third = await app.request("/api/events", { cookie: me.cookie });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: { code: "too_many_streams" } });

    // Someone else is not affected.
    const other = await app.signInAs();
    await openStream(other.cookie, app);

    await first.body?.cancel();
    await eventually(async () => {
      const res = await app.request("/api/events", { cookie: me.cookie });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    });
  });

  it("does not count streams left behind by an instance that stopped", async () => {
    const me = await app.signInAs();
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    const longAgo = sql`now() - interval '1 hour'`;
    await app.database.db.insert(eventStreams).values([
      { userId: me.user.id, sessionId: session.id, seenAt: longAgo },
      { userId: me.user.id, sessionId: session.id, seenAt: longAgo },
    ]);
    await openStream(me.cookie, app);
    await openStream(me.cookie, app);
  });
});

describe("an instance that begins to stop", () => {
  let stopping: TestApp;
  beforeAll(async () => {
    stopping = await createTestApp();
  });
  afterAll(() => stopping.close());

  it("ends its streams with a reconnect hint, so browsers come back elsewhere; later streams end at once", async () => {
    const me = await stopping.signInAs();
    const open = await openStream(me.cookie, stopping);
    stopping.deps.lifecycle.stop();
    const text = await untilEnd(open);
    expect(text).toMatch(/event: reconnect\ndata: \{\}\nretry: \d{4}\n\n$/);
    expect(text).not.toContain("session.invalidated");
    const late = await stopping.request("/api/events", { cookie: me.cookie });
    expect(await untilEnd(late)).toContain("event: reconnect");
    const [{ open: registered }] = await stopping.database.db.select({ open: sql<number>`count(*)::int` }).from(eventStreams);
    expect(registered).toBe(0);
  });
});
