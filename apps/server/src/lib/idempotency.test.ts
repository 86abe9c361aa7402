import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import type { SessionUser } from "../auth/session-user.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { createProfile } from "../db/seed/factories.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { AppError } from "./app-error.ts";
import { statusOf } from "./error-status.ts";
import { idempotent } from "./idempotency.ts";
import { IDEMPOTENCY_WINDOW_MS, purgeExpiredKeys } from "./idempotency-store.ts";

let database: DatabaseHandle;
let user: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  const profile = await createProfile(database.db);
  user = {
    id: profile.id,
    email: profile.email,
    role: "client",
    agencyRole: null,
    language: "en",
    fullName: "",
    businessName: null,
    phone: null,
    createdAt: new Date(),
    twoFactorEnabled: false,
    signedInWithPasskey: false,
  };
});
afterAll(() => database.close());

/** A promise the test resolves when it chooses, so "still running" needs no timing. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A one-route app behind the middleware: `handle` decides each answer. Repeats do not wait for
 * a running first request, so "in progress" is answered at once.
 */
function appWith(handle: (count: number) => Promise<Response> | Response) {
  let count = 0;
  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ error: { code: error.code, message: error.message } }, statusOf(error.code))
      : c.json({ error: { code: "internal", message: "" } }, 500),
  );
  app.use(async (c, next) => {
    c.set("deps", { db: database.db, log: pino({ level: "silent" }) } as unknown as AppDeps);
    c.set("user", user);
    await next();
  });
  app.post("/things", idempotent({ waitMs: 0, pollMs: 1, staleMs: 60_000 }), async () => {
    count += 1;
    return handle(count);
  });
  const send = (key: string, body = "{}") =>
    app.request("/things", { method: "POST", headers: { "Idempotency-Key": key, "content-type": "application/json" }, body });
  return { send, calls: () => count };
}

describe("idempotent middleware", () => {
  it("answers 409 idempotency_in_progress while the first request is still running", async () => {
    const running = gate();
    const { send, calls } = appWith(async (n) => {
      await running.opened;
      return Response.json({ n }, { status: 201 });
    });
    const key = randomUUID();
    const first = send(key);
    // Once the key row exists, the first request holds it.
    while ((await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const repeat = await send(key);
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toMatchObject({ error: { code: "idempotency_in_progress" } });
    running.open();
    expect((await first).status).toBe(201);
    const replay = await send(key);
    expect(await replay.json()).toEqual({ n: 1 });
    expect(calls()).toBe(1);
  });

  it("keeps 4xx answers but forgets 5xx ones, so a retry runs again", async () => {
    const { send, calls } = appWith((n) =>
      n === 1 ? Response.json({ failed: true }, { status: 503 }) : Response.json({ n }, { status: 400 }),
    );
    const key = randomUUID();
    expect((await send(key)).status).toBe(503);
    expect((await send(key)).status).toBe(400);
    expect(await (await send(key)).json()).toEqual({ n: 2 });
    expect(calls()).toBe(2);
  });

  it("forgets a key whose first request threw", async () => {
    const { send, calls } = appWith((n) => {
      if (n === 1) throw new Error("boom");
      return Response.json({ n }, { status: 201 });
    });
    const key = randomUUID();
    expect((await send(key)).status).toBe(500);
    expect((await send(key)).status).toBe(201);
    expect(calls()).toBe(2);
  });

  it("runs again once a key is older than a day, and takes over a request abandoned mid-way", async () => {
    const { send, calls } = appWith((n) => Response.json({ n }, { status: 201 }));
    const expired = randomUUID();
    await send(expired);
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 1000) })
      .where(eq(idempotencyKeys.key, expired));
    expect(await (await send(expired)).json()).toEqual({ n: 2 });

    const abandoned = randomUUID();
    await database.db.insert(idempotencyKeys).values({
      userId: user.id,
      key: abandoned,
      method: "POST",
      path: "/things",
      requestHash: "whatever",
      createdAt: new Date(Date.now() - 61_000),
    });
    expect(await (await send(abandoned)).json()).toEqual({ n: 3 });
    expect(calls()).toBe(3);
  });

  it("purges keys older than the window", async () => {
    const { send } = appWith(() => Response.json({}, { status: 201 }));
    const [old, fresh] = [randomUUID(), randomUUID()];
    await send(old);
    await send(fresh);
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 1000) })
      .where(eq(idempotencyKeys.key, old));
    expect(await purgeExpiredKeys(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain(fresh);
    expect(left.map((r) => r.key)).not.toContain(old);
  });
});
