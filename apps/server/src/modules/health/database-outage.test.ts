import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { capturingLogger } from "../../test/capturing-logger.ts";
import { CuttableProxy } from "../../test/cuttable-proxy.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { terminateConnections } from "../../test/test-database.ts";

/**
 * A database restart, failover or outage must never end the process: requests meanwhile get 503,
 * health says the database is down, and the pool and the event bus's LISTEN connection recover
 * by themselves. Runs on the real PostgreSQL (TEST_DATABASE_URL) only.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Resolves once `check` passes; waits for a condition, never asserts a duration. */
async function eventually(check: () => void | Promise<void>, intervalMs = 25): Promise<void> {
  for (;;) {
    try {
      await check();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Publishes on the app's bus until one of its own subscribers hears the event (lost while reconnecting). */
async function busDelivers(t: TestApp): Promise<PortalEvent> {
  const heard: PortalEvent[] = [];
  const unsubscribe = t.deps.providers.events.subscribe((event) => heard.push(event));
  try {
    await eventually(async () => {
      if (heard.length === 0)
        await t.deps.providers.events.publish({
          type: "support.ticket.note",
          audience: "admins",
          data: { ticketId: "after-outage" },
        });
      expect(heard.length).toBeGreaterThan(0);
    }, 100);
    return heard[0];
  } finally {
    unsubscribe();
  }
}

/** Crashes the process would have had, seen without changing how they are handled. */
function watchUncaught() {
  const seen: unknown[] = [];
  const monitor = (error: unknown) => seen.push(error);
  process.on("uncaughtExceptionMonitor", monitor);
  return { seen, stop: () => process.off("uncaughtExceptionMonitor", monitor) };
}

describe.skipIf(!serverUrl)("when PostgreSQL ends the app's connections", () => {
  let t: TestApp;
  let logged: ReturnType<typeof capturingLogger>["lines"];
  let uncaught: ReturnType<typeof watchUncaught>;

  beforeAll(async () => {
    const capture = capturingLogger();
    logged = capture.lines;
    t = await createTestApp({ log: capture.log });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    uncaught = watchUncaught();
  });
  afterEach(() => uncaught.stop());

  it("keeps running, answers the next request and delivers events again", async () => {
    const client = await t.signInAs();
    // Several connections open and idle in the pool, plus the event bus's listener.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => t.request("/api/notifications/counts", { cookie: client.cookie })),
    );
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const pool = t.database.pool;
    if (!pool) throw new Error("expected a PostgreSQL pool");
    expect(pool.idleCount).toBeGreaterThan(0);

    expect(await terminateConnections(t.database)).toBeGreaterThanOrEqual(pool.idleCount + 1);
    // The pool drops each connection as it hears it was ended (a request in that instant would get 503).
    await eventually(() => expect(pool.totalCount).toBe(0));

    expect(uncaught.seen).toEqual([]);
    expect(logged.some((l) => l.msg.includes("a database connection was lost"))).toBe(true);
    const next = await t.request("/api/notifications/counts", { cookie: client.cookie });
    expect(next.status).toBe(200);
    expect((await t.request("/api/health")).status).toBe(200);
    expect(await busDelivers(t)).toMatchObject({ type: "support.ticket.note", data: { ticketId: "after-outage" } });
    expect(uncaught.seen).toEqual([]);
  });

  it("survives a connection ended while a transaction holds it", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const pool = t.database.pool;
    if (!pool) throw new Error("expected a PostgreSQL pool");
    // A connection checked out by a transaction when the server ends it.
    const held = await pool.connect();
    await held.query("BEGIN");
    await terminateConnections(t.database);
    await expect(held.query("SELECT 1")).rejects.toThrow();
    held.release(true);
    await eventually(() => expect(pool.totalCount).toBe(0));
    expect(uncaught.seen).toEqual([]);
    expect((await t.request("/api/admin/projects", { cookie: admin.cookie })).status).toBe(200);
  });
});

describe.skipIf(!serverUrl)("while PostgreSQL cannot be reached", () => {
  let proxy: CuttableProxy;
  let t: TestApp;
  let uncaught: ReturnType<typeof watchUncaught>;

  beforeAll(async () => {
    const target = new URL(serverUrl ?? "");
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    t = await createTestApp({ connectVia: (url) => proxy.rewrite(url) });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });
  beforeEach(() => {
    uncaught = watchUncaught();
  });
  afterEach(() => uncaught.stop());

  it("says so on health and answers 503 database_unavailable, then recovers by itself", async () => {
    const client = await t.signInAs();
    expect((await t.request("/api/notifications/counts", { cookie: client.cookie })).status).toBe(200);

    await proxy.cut();

    // With a session cookie too: health never looks the session up.
    const health = await t.request("/api/health", { cookie: client.cookie });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", database: "down" });
    const during = await t.request("/api/notifications/counts", { cookie: client.cookie });
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("5");
    expect((await readJson<{ error: { code: string } }>(during)).error.code).toBe("database_unavailable");
    // A signed-out request that reads the database fails the same way.
    const anonymous = await t.request("/api/check-phone-exists", {
      method: "POST",
      body: JSON.stringify({ phone: "+15550100099" }),
    });
    expect(anonymous.status).toBe(503);
    // Publishing is best effort: the change it announces is already saved.
    await expect(t.deps.providers.events.publish({ type: "store.changed", audience: "admins" })).resolves.toBeUndefined();

    await proxy.restore();

    expect(await (await t.request("/api/health")).json()).toEqual({ status: "ok", database: "ok" });
    expect((await t.request("/api/notifications/counts", { cookie: client.cookie })).status).toBe(200);
    expect(await busDelivers(t)).toMatchObject({ type: "support.ticket.note", data: { ticketId: "after-outage" } });
    expect(uncaught.seen).toEqual([]);
  });
});
