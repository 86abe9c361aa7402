import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthRateLimits } from "../../auth/rate-limits.ts";
import { consumeSmsBudget, notificationSmsAllowance } from "../../auth/sms-limits.ts";
import { notificationOutbox } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { cookieFrom, createTestApp, type TestApp } from "../../test/test-app.ts";

/** Requests as they come from one client address. */
function client(t: TestApp, ip: string) {
  const post = (path: string, body: unknown) => t.request(path, { method: "POST", body: JSON.stringify(body), ip });
  return {
    sendCode: (phone: string) => post("/api/auth/phone-number/send-otp", { phoneNumber: phone }),
    verify: (phone: string, code: string | undefined) => post("/api/auth/phone-number/verify", { phoneNumber: phone, code }),
    checkPhone: (phone: string) => post("/api/check-phone-exists", { phone }),
  };
}

async function codeOf(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined;
  const body = (await response.json()) as { code?: string; error?: { code?: string } };
  return body.code ?? body.error?.code;
}

const smsTo = (t: TestApp, phone: string) => t.sms.sent.filter((m) => m.to === phone).length;

/** Moves a limit's window into the past, as if `seconds` had gone by. */
async function age(t: TestApp, key: string, seconds: number) {
  await t.database.db.execute(sql`UPDATE rate_limits SET last_request = last_request - ${seconds * 1000} WHERE key = ${key}`);
}

/** Limits small enough to reach; the rest stay generous. */
const tight: Partial<AuthRateLimits> = {
  sendOtpPerPhoneAndIp: { window: 900, max: 2 },
  sendOtpPerPhoneAndIpDaily: { window: 86_400, max: 4 },
  sendOtpPerPhone: { window: 3600, max: 5 },
  sendOtpPerPhoneDaily: { window: 86_400, max: 8 },
};

describe("SMS code limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: tight });
  });
  afterAll(() => t.close());

  it("blocks one address that keeps asking for codes for a phone, and only that address", async () => {
    const owner = await createProfile(t.database.db);
    const phone = owner.phone as string;
    const abuser = client(t, "198.51.100.1");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await abuser.sendCode(phone)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await codeOf(await abuser.sendCode(phone))).toBe("too_many_codes");
    expect(smsTo(t, phone)).toBe(2);

    // Another address still gets codes for the same phone.
    expect((await client(t, "198.51.100.2").sendCode(phone)).status).toBe(200);
    expect(smsTo(t, phone)).toBe(3);
  });

  it("counts IPv6 clients by their /64 network", async () => {
    const owner = await createProfile(t.database.db);
    const phone = owner.phone as string;
    expect((await client(t, "2001:db8:7:7::1").sendCode(phone)).status).toBe(200);
    expect((await client(t, "2001:db8:7:7::2").sendCode(phone)).status).toBe(200);
    expect((await client(t, "2001:db8:7:7:ffff::3").sendCode(phone)).status).toBe(429);
    expect((await client(t, "2001:db8:7:8::1").sendCode(phone)).status).toBe(200);
  });

  it("lets the owner on another network sign in while one address abuses their number", async () => {
    const owner = await createProfile(t.database.db);
    const phone = owner.phone as string;
    const abuser = client(t, "198.51.100.10");
    // Hammering far past its own limit uses up nothing of the phone's allowance.
    for (let i = 0; i < 30; i++) await abuser.sendCode(phone);
    expect(smsTo(t, phone)).toBe(2);

    const ownerOnMobile = client(t, "203.0.113.10");
    expect((await ownerOnMobile.sendCode(phone)).status).toBe(200);
    const code = t.sms.lastCodeFor(phone);
    // The abuser's refused requests do not replace the code the owner holds.
    expect((await abuser.sendCode(phone)).status).toBe(429);
    const signedIn = await ownerOnMobile.verify(phone, code);
    expect(signedIn.status).toBe(200);
    expect((await t.request("/api/me", { cookie: cookieFrom(signedIn) })).status).toBe(200);
  });

  it("caps codes per phone across many addresses, but not for addresses the owner signed in from", async () => {
    const owner = await createProfile(t.database.db);
    const phone = owner.phone as string;
    const home = client(t, "203.0.113.20");
    expect((await home.sendCode(phone)).status).toBe(200);
    expect((await home.verify(phone, t.sms.lastCodeFor(phone))).status).toBe(200);

    // Four more addresses use up the per-phone hour (5 codes, counting the owner's first one).
    const statuses = [];
    for (const ip of ["198.51.100.21", "198.51.100.22", "198.51.100.23", "198.51.100.24", "198.51.100.25"]) {
      statuses.push((await client(t, ip).sendCode(phone)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await client(t, "203.0.113.21").sendCode(phone)).status).toBe(429);

    // The owner at home is not held back by what others used up.
    expect((await home.sendCode(phone)).status).toBe(200);
    expect((await home.verify(phone, t.sms.lastCodeFor(phone))).status).toBe(200);
  });

  it("has a daily cap per address and per phone that outlasts the shorter windows", async () => {
    const owner = await createProfile(t.database.db);
    const phone = owner.phone as string;
    const one = client(t, "198.51.100.30");
    const pairKey = `sms:pair:${phone}:198.51.100.30`;
    expect((await one.sendCode(phone)).status).toBe(200);
    expect((await one.sendCode(phone)).status).toBe(200);
    await age(t, pairKey, 901);
    expect((await one.sendCode(phone)).status).toBe(200);
    expect((await one.sendCode(phone)).status).toBe(200);
    await age(t, pairKey, 901);
    // The 15-minute window is open again, but this address had its 4 codes today.
    expect((await one.sendCode(phone)).status).toBe(429);

    // The phone's own day: 8 codes from addresses the owner never used, however the hours fall.
    let sent = 4;
    let ip = 40;
    while (sent < 8) {
      const res = await client(t, `198.51.100.${ip++}`).sendCode(phone);
      expect(res.status).toBe(200);
      sent += 1;
      if (sent === 5) await age(t, `sms:phone:${phone}`, 3601);
    }
    await age(t, `sms:phone:${phone}`, 3601);
    const refused = await client(t, "198.51.100.99").sendCode(phone);
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe("too_many_codes");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(smsTo(t, phone)).toBe(8);
  });

  it("treats a phone nobody has like a known one, without sending anything", async () => {
    const phone = "+15557654321";
    const abuser = client(t, "198.51.100.50");
    expect((await abuser.sendCode(phone)).status).toBe(200);
    expect((await abuser.sendCode(phone)).status).toBe(200);
    expect((await abuser.sendCode(phone)).status).toBe(429);
    expect(smsTo(t, phone)).toBe(0);
  });
});

describe("the portal's hourly SMS budget", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smsHourlyBudget: 3 });
  });
  afterAll(() => t.close());

  it("refuses sends once used up, tells every admin once per budget hour, and opens again", async () => {
    const admins = [await createProfile(t.database.db, { role: "admin" }), await createProfile(t.database.db, { role: "admin" })];
    const people = await Promise.all(Array.from({ length: 4 }, () => createProfile(t.database.db)));
    const from = client(t, "203.0.113.60");
    for (const person of people.slice(0, 3)) expect((await from.sendCode(person.phone as string)).status).toBe(200);

    const refused = await from.sendCode(people[3].phone as string);
    expect(refused.status).toBe(503);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body).toMatchObject({
      code: "sms_budget_exhausted",
      message: "Sign-in codes cannot be sent right now. Please try again later.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused again, from elsewhere and for unknown phones too (a refusal says nothing about a phone).
    expect((await client(t, "203.0.113.61").sendCode(people[3].phone as string)).status).toBe(503);
    expect((await client(t, "203.0.113.62").sendCode("+15550009999")).status).toBe(503);
    expect(smsTo(t, people[3].phone as string)).toBe(0);

    // The alert goes through the notification outbox: one message per admin and budget hour.
    const alerts = () => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, "sms_budget"));
    const first = await alerts();
    expect(first.map((r) => r.recipientId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(first.every((r) => r.channel === "email" && r.data.budget === "3")).toBe(true);
    expect(new Set(first.map((r) => r.eventKey)).size).toBe(1);

    // The next budget hour: codes go out again, and a new exhaustion is a new alert.
    await age(t, "sms:budget", 3601);
    expect((await from.sendCode(people[3].phone as string)).status).toBe(200);
    for (const person of people.slice(0, 2))
      expect((await client(t, "203.0.113.63").sendCode(person.phone as string)).status).toBe(200);
    expect((await from.sendCode(people[0].phone as string)).status).toBe(503);
    expect(await alerts()).toHaveLength(4);
  });
});

describe("the sign-in codes' share of the SMS budget", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smsHourlyBudget: 5 });
  });
  afterAll(() => t.close());

  it("stops urgent notification texts at 80% of the hour's budget and keeps the rest for sign-in codes", async () => {
    expect(notificationSmsAllowance(5)).toBe(4);
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await consumeSmsBudget(t.database.db, 5));
    expect(sent).toEqual([true, true, true, true, false]);

    const person = await createProfile(t.database.db);
    expect((await client(t, "203.0.113.90").sendCode(person.phone as string)).status).toBe(200);
    expect((await client(t, "203.0.113.91").sendCode(person.phone as string)).status).toBe(503);
  });
});

describe("check-phone-exists limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        checkPhonePerPhoneAndIp: { window: 900, max: 2 },
        phoneLookupsPerIp: { window: 3600, max: 5 },
      },
    });
  });
  afterAll(() => t.close());

  it("limits look-ups of one phone from one address", async () => {
    const person = await createProfile(t.database.db);
    const prober = client(t, "198.51.100.70");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await prober.checkPhone(person.phone as string)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await client(t, "198.51.100.71").checkPhone(person.phone as string)).status).toBe(200);
  });

  it("shares the address's hourly look-ups with code sends, so enumeration is slow either way", async () => {
    const prober = client(t, "198.51.100.80");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await prober.checkPhone(`+1555000010${i}`)).status);
    for (let i = 0; i < 2; i++) statuses.push((await prober.sendCode(`+1555000020${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await prober.checkPhone("+15550000300");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: "too_many_requests" } });
    expect((await prober.sendCode("+15550000301")).status).toBe(429);
    // Other addresses are not affected.
    expect((await client(t, "198.51.100.81").checkPhone("+15550000300")).status).toBe(200);
  });
});
