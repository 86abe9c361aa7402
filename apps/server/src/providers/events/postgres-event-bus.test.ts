import { randomUUID } from "node:crypto";
import type pg from "pg";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPostgresPool } from "../../db/postgres-pool.ts";
import type { PortalEvent } from "./event-bus.ts";
import { PostgresEventBus } from "./postgres-event-bus.ts";

const url = process.env.TEST_DATABASE_URL;

/** Resolves once `check` passes, polling briefly; fails after `timeoutMs`. */
async function eventually(check: () => void | Promise<void>, timeoutMs = 5000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

describe.skipIf(!url)("PostgresEventBus", () => {
  let pool: pg.Pool;
  let closePool: () => Promise<void>;
  let channel: string;
  let a: PostgresEventBus;
  let b: PostgresEventBus;

  beforeEach(async () => {
    // With error handlers on every connection, like the app's own pool.
    ({ pool, close: closePool } = createPostgresPool({ url: url ?? "", max: 4, log: pino({ level: "silent" }) }));
    // A channel of its own, so concurrent test runs on the same server never hear each other.
    channel = `portal_events_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    a = new PostgresEventBus({ pool, channel });
    b = new PostgresEventBus({ pool, channel });
    await Promise.all([a.start(), b.start()]);
  });

  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
    await closePool();
  });

  it("delivers an event published on one instance to the other's subscribers", async () => {
    const heard: PortalEvent[] = [];
    b.subscribe((event) => heard.push(event));

    const event: PortalEvent = { type: "support.ticket.status", audience: "user-1", data: { ticketId: "héllo", status: "new" } };
    await a.publish(event);

    await eventually(() => expect(heard).toEqual([event]));
  });

  it("hands an event to the publishing instance's own subscribers at once, and only once", async () => {
    const own: PortalEvent[] = [];
    const other: PortalEvent[] = [];
    a.subscribe((event) => own.push(event));
    b.subscribe((event) => other.push(event));

    const event: PortalEvent = { type: "session.invalidated", audience: "user-3", data: { sessionId: "s1" } };
    await a.publish(event);
    expect(own).toEqual([event]);
    await a.publish({ type: "store.changed", audience: "admins" });
    // Notifications arrive in order on every listener: once the other instance heard the second,
    // the publisher's own listener has heard its copy of the first too, and skipped it.
    await eventually(() => expect(other.map((e) => e.type)).toEqual(["session.invalidated", "store.changed"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(own.map((e) => e.type)).toEqual(["session.invalidated", "store.changed"]);
  });

  it("stops delivering to a handler once it unsubscribes", async () => {
    const stopped: PortalEvent[] = [];
    const still: PortalEvent[] = [];
    const unsubscribe = b.subscribe((event) => stopped.push(event));
    b.subscribe((event) => still.push(event));

    await a.publish({ type: "revisions.created", audience: "admins", data: { revisionId: "first" } });
    await eventually(() => expect(stopped.map(revisionOf)).toEqual(["first"]));

    unsubscribe();
    await a.publish({ type: "revisions.created", audience: "admins", data: { revisionId: "second" } });
    // Notifications arrive in order, so once "second" reached the other handler it was not withheld.
    await eventually(() => expect(still.map(revisionOf)).toEqual(["first", "second"]));
    expect(stopped.map(revisionOf)).toEqual(["first"]);
  });

  it("drops the data of an event too large for NOTIFY but still delivers it", async () => {
    const heard: PortalEvent[] = [];
    b.subscribe((event) => heard.push(event));

    await a.publish({ type: "purchase.updated", audience: "user-2", data: { purchaseId: "x".repeat(9000) } });

    await eventually(() => expect(heard).toEqual([{ type: "purchase.updated", audience: "user-2" }]));
  });

  it("reconnects its listener after the connection is killed", async () => {
    const heard: PortalEvent[] = [];
    b.subscribe((event) => heard.push(event));
    const killed = await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND datname = current_database()",
      [`LISTEN "${channel}"`],
    );
    expect(killed.rowCount).toBe(2);

    // Events sent while the listener is down are lost by design; keep sending until one arrives.
    await eventually(
      async () => {
        if (heard.length === 0) await a.publish({ type: "store.changed", audience: "admins" });
        expect(heard.length).toBeGreaterThan(0);
      },
      5000,
      50,
    );
    expect(heard[0].type).toBe("store.changed");
  });
});

function revisionOf(event: PortalEvent): string | undefined {
  return event.type === "revisions.created" ? event.data.revisionId : undefined;
}
