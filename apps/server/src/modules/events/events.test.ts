import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
      await bus.publish({ type: "invoices.changed", audience: other.user.id });
      await bus.publish({ type: "invoices.changed", audience: "admins" });
      await bus.publish({ type: "support.changed", audience: me.user.id });
    }, 50);
    const text = await readUntil(response, (s) => s.includes("support.changed"));
    expect(text).not.toContain("invoices.changed");
  });

  it("streams admins the events addressed to admins", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const response = await t.request("/api/events", { cookie: admin.cookie });
    setTimeout(() => void t.deps.providers.events.publish({ type: "revisions.created", audience: "admins" }), 50);
    expect(await readUntil(response, (s) => s.includes("revisions.created"))).toContain("event: change");
  });
});
