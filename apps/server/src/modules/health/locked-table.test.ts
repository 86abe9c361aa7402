import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 25 §4 on PostgreSQL: another connection holds `invoices` in access exclusive mode. A
 * request that needs invoices gives up after the lock timeout with 503 `database_busy` and a
 * Retry-After, while health, the session check and routes that do not read invoices keep
 * answering: the pool is never held for longer than the lock timeout.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const LOCK_TIMEOUT_MS = 1_000;
/** How long the test holds the lock: far longer than any answer below may take. */
const HOLD_MS = 15_000;

let t: TestApp;
let client: Awaited<ReturnType<TestApp["signInAs"]>>;
beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({ databaseTimeouts: { lockMs: LOCK_TIMEOUT_MS, statementMs: 10_000, acquireMs: 3_000 } });
  client = await t.signInAs();
  await createProject(t.database.db, client.user.id);
});
afterAll(() => t?.close());

async function timed(path: string, cookie?: string) {
  const since = Date.now();
  const res = await t.request(path, { cookie });
  return {
    path,
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: await readJson<unknown>(res),
    ms: Date.now() - since,
  };
}

describe.runIf(serverUrl)("a table locked by another connection", () => {
  it("fails fast with 503 database_busy where it is needed, and nowhere else", async () => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${t.database.name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    holder.on("error", () => undefined);
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE invoices IN ACCESS EXCLUSIVE MODE");
    // Released after HOLD_MS whatever happens, so a failing run ends too.
    const release = setTimeout(() => holder.query("ROLLBACK").catch(() => undefined), HOLD_MS);
    try {
      const invoiceReads = Array.from({ length: 8 }, () => timed("/api/invoices", client.cookie));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [health, session, project] = await Promise.all([
        timed("/api/health"),
        timed("/api/session", client.cookie),
        timed("/api/projects/mine", client.cookie),
      ]);
      for (const answer of [health, session, project]) {
        expect(answer, answer.path).toMatchObject({ status: 200 });
        expect(answer.ms, answer.path).toBeLessThan(HOLD_MS / 3);
      }
      for (const answer of await Promise.all(invoiceReads)) {
        expect(answer).toMatchObject({ status: 503, retryAfter: "2", body: { error: { code: "database_busy" } } });
        expect(answer.ms).toBeLessThan(HOLD_MS / 2);
      }
    } finally {
      clearTimeout(release);
      await holder.query("ROLLBACK").catch(() => undefined);
      await holder.end();
    }
    expect((await timed("/api/invoices", client.cookie)).status).toBe(200);
  });
});
