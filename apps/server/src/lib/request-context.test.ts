import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturingLogger } from "../test/capturing-logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { REQUEST_ID_HEADER } from "./request-context.ts";

describe("request ids", () => {
  let t: TestApp;
  let lines: ReturnType<typeof capturingLogger>["lines"];
  beforeAll(async () => {
    const capture = capturingLogger("info");
    lines = capture.lines;
    t = await createTestApp({ log: capture.log });
  });
  afterAll(() => t.close());

  it("answers each request with a fresh id and logs the request's lines with it", async () => {
    const first = await t.request("/api/health");
    const second = await t.request("/api/nothing-here");
    const ids = [first, second].map((res) => res.headers.get(REQUEST_ID_HEADER));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    const logged = lines.find((line) => line.requestId === ids[1]);
    expect(logged?.msg).toBe("request");
  });

  it("keeps a proxy's id, and replaces one that does not look like an id", async () => {
    const kept = await t.request("/api/health", { headers: { [REQUEST_ID_HEADER]: "proxy-1234abcd" } });
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe("proxy-1234abcd");
    const odd = await t.request("/api/health", { headers: { [REQUEST_ID_HEADER]: "<script>" } });
    expect(odd.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carries the id on answers from the sign-in library and on errors", async () => {
    const auth = await t.request("/api/auth/phone-number/verify", { method: "POST", body: "{}" });
    expect(auth.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    const bad = await t.request("/api/support/tickets", { method: "POST", body: "{not json" });
    expect(bad.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
  });
});
