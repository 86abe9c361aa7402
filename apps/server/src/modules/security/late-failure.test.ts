import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { projects, revisions } from "../../db/schema/index.ts";
import { createActiveSubscription, createProject } from "../../db/seed/projects-factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The app's database handle, with a fault that can be armed: once a transaction has committed
 * while armed, every later read through the handle fails, as a dropped connection would.
 */
function faultAfterCommit(db: Database) {
  const fault = { armed: false, committed: false, failures: 0 };
  const handle = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "transaction") {
        return async (...args: Parameters<Database["transaction"]>) => {
          const result = await target.transaction(...args);
          if (fault.armed) fault.committed = true;
          return result;
        };
      }
      if (property === "select" && fault.armed && fault.committed) {
        return () => {
          fault.failures += 1;
          throw new Error("connection lost after commit");
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { handle, fault };
}

describe("a failure after a create has committed", () => {
  it("answers from what was committed, and a retry with the same key files no second revision", async () => {
    const client = await t.signInAs();
    await createActiveSubscription(t.database.db, client.user, 30);
    const project = await createProject(t.database.db, client.user.id, { demoUrl: "https://demo.example.com" });
    const key = randomUUID();
    const submit = () => {
      const body = new FormData();
      body.set("description", "Make the logo bigger");
      body.set("annotations", "[]");
      body.append("images", fileOf(PNG_1x1, "a.png", "image/png"));
      return t.request("/api/revisions", { method: "POST", cookie: client.cookie, headers: { "Idempotency-Key": key }, body });
    };

    const original = t.deps.db;
    const { handle, fault } = faultAfterCommit(original);
    Object.assign(t.deps, { db: handle });
    fault.armed = true;
    let first: Response;
    try {
      first = await submit();
    } finally {
      fault.armed = false;
      Object.assign(t.deps, { db: original });
    }
    expect(first.status).toBe(201);
    const created = (await first.json()) as { revision: { id: string }; remaining: number };
    expect(created.remaining).toBe(2);

    const retry = await submit();
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { revision: { id: string } }).revision.id).toBe(created.revision.id);
    expect(await t.database.db.select().from(revisions).where(eq(revisions.projectId, project.id))).toHaveLength(1);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(after.revisionCount).toBe(1);
  });
});
