import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const PROXY = "10.0.0.2";

describe("sign-in limits behind a reverse proxy", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const lookUp = (forwardedFor: string) =>
    t.request("/api/check-phone-exists", {
      method: "POST",
      body: JSON.stringify({ phone: "+15559998877" }),
      headers: { "x-forwarded-for": forwardedFor },
      ip: PROXY,
    });

  it("with TRUST_PROXY=1, counts each client address the proxy forwards, not the proxy's", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1" }, rateLimits: { checkPhonePerIp: { window: 60, max: 2 } } });
    expect((await lookUp("198.51.100.1")).status).toBe(200);
    expect((await lookUp("198.51.100.1")).status).toBe(200);
    expect((await lookUp("198.51.100.1")).status).toBe(429);
    // Another person behind the same proxy is not locked out; a forged left-hand entry changes nothing.
    expect((await lookUp("198.51.100.2")).status).toBe(200);
    expect((await lookUp("6.6.6.6, 198.51.100.1")).status).toBe(429);
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For, which anyone can write", async () => {
    t = await createTestApp({ rateLimits: { checkPhonePerIp: { window: 60, max: 2 } } });
    expect((await lookUp("198.51.100.1")).status).toBe(200);
    expect((await lookUp("198.51.100.2")).status).toBe(200);
    expect((await lookUp("198.51.100.3")).status).toBe(429);
  });
});
