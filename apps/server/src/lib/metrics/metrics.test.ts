import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const TOKEN = "metrics-token-0123456789";

describe("GET /metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string, cookie?: string) =>
    t.request("/metrics", { headers: authorization ? { authorization } : {}, cookie });

  it("answers Prometheus text only to the token: not to anonymous, a client or an admin session", async () => {
    const client = await t.signInAs();
    const admin = await t.signInAs({ role: "admin" });
    expect((await scrape()).status).toBe(401);
    expect((await scrape(undefined, client.cookie)).status).toBe(401);
    expect((await scrape(undefined, admin.cookie)).status).toBe(401);
    expect((await scrape("Bearer not-the-token-at-all")).status).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
  });

  it("counts requests by route pattern, refused sign-ins, SMS sent and open streams", async () => {
    const { cookie, user } = await t.signInAs();
    const projectId = crypto.randomUUID();
    await t.request("/api/projects/mine", { cookie });
    await t.request(`/api/admin/projects/${projectId}`, { method: "PATCH", cookie, body: "{}" });
    await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: user.phone, code: "000000" }),
    });
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/projects\/mine",status="\d{3}"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{method="PATCH",route="\/api\/admin\/projects\/:id",status="403"\} 1/);
    expect(text).not.toContain(projectId);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/projects\/mine"\}/);
    expect(text).toMatch(/portal_sign_in_failures_total\{method="sms"\} [1-9]/);
    expect(text).toMatch(/portal_sms_total\{result="sent"\} [1-9]/);
    expect(text).toContain("portal_event_streams_open 0");
    expect(text).toContain("portal_process_resident_memory_bytes");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not exist", async () => {
    const admin = await t.signInAs({ role: "admin" });
    expect((await t.request("/metrics")).status).toBe(404);
    expect((await t.request("/metrics", { cookie: admin.cookie })).status).toBe(404);
  });
});
