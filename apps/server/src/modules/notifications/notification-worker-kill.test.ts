import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxWorkerFor } from "./outbox-worker.ts";

/**
 * A worker process killed with SIGKILL in the middle of sending loses nothing: the next worker
 * sends the same message (same Message-ID) once. Two processes share a database only on
 * PostgreSQL; on PGlite the same claim-and-die case is covered in-process (notification-outbox.test.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let t: TestApp;

beforeAll(async () => {
  if (serverUrl) t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!serverUrl)("a worker killed mid-delivery (PostgreSQL)", () => {
  it("leaves its claim to lapse, and the next worker delivers the same message once", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const client = await t.signInAs({ businessName: "Kill Bakery" });
    await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Logo", message: "Bigger" }),
    });

    const url = new URL(serverUrl ?? "");
    url.pathname = `/${t.database.name}`;
    const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../test/outbox-worker-process.ts");
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, WORKER_DATABASE_URL: url.toString() },
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const sending = await new Promise<string>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`worker process exited (${code}) before sending`)));
      createInterface({ input: child.stdout }).on("line", (line) => resolve((JSON.parse(line) as { sending: string }).sending));
    });
    child.kill("SIGKILL");
    await exited;

    const [claimed] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipientId, admin.user.id));
    expect(claimed).toMatchObject({ status: "pending", attempts: 1 });
    expect(claimed.leaseUntil).not.toBeNull();
    expect(await outboxWorkerFor(t.deps).runOnce()).toBe(0); // its lease still holds

    await t.database.db.update(notificationOutbox).set({ leaseUntil: sql`now() - interval '1 second'` });
    expect(await outboxWorkerFor(t.deps).runOnce()).toBe(1);
    const mails = t.email.sent.filter((m) => m.to === admin.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].messageId).toBe(sending);
    expect(await outboxWorkerFor(t.deps).runOnce()).toBe(0);
  });
});
