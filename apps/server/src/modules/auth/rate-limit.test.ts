import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      sendOtpPerIp: { window: 60, max: 3 },
      sendOtpPerPhone: { window: 600, max: 2 },
      verifyOtpPerIp: { window: 60, max: 3 },
      checkPhonePerIp: { window: 60, max: 2 },
    },
  });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, ip: string) => t.request(path, { method: "POST", body: JSON.stringify(body), ip });

describe("rate limits", () => {
  it("limits code sends per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const person = await createProfile(t.database.db);
      statuses.push((await post("/api/auth/phone-number/send-otp", { phoneNumber: person.phone }, "10.0.0.1")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address is not affected.
    const other = await createProfile(t.database.db);
    expect((await post("/api/auth/phone-number/send-otp", { phoneNumber: other.phone }, "10.0.0.2")).status).toBe(200);
  });

  it("limits code sends per phone, whatever the address", async () => {
    const person = await createProfile(t.database.db);
    const statuses = [];
    for (const ip of ["10.1.0.1", "10.1.0.2", "10.1.0.3"]) {
      statuses.push((await post("/api/auth/phone-number/send-otp", { phoneNumber: person.phone }, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(t.sms.sent.filter((m) => m.to === person.phone)).toHaveLength(2);
  });

  it("limits code checks per client address", async () => {
    const person = await createProfile(t.database.db);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post("/api/auth/phone-number/verify", { phoneNumber: person.phone, code: "000000" }, "10.2.0.1")).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits check-phone-exists per client address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post("/api/check-phone-exists", { phone: "+15550000000" }, "10.3.0.1")).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
