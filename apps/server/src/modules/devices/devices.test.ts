import type { DevicesResponse } from "@portal/shared/device-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

// Two instances on one database (on PostgreSQL each with its own pool and event listener), so a
// revocation made on A must reach a stream held open on B.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseWith: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

/** Signs the same person in once more, from another browser and address. */
async function signInAgain(phone: string, userAgent: string, ip: string): Promise<string> {
  const headers = { "user-agent": userAgent };
  const body = JSON.stringify({ phoneNumber: phone });
  expect((await a.request("/api/auth/phone-number/send-otp", { method: "POST", body, headers, ip })).status).toBe(200);
  const code = a.sms.lastCodeFor(phone);
  const verified = await a.request("/api/auth/phone-number/verify", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, code }),
    headers,
    ip,
  });
  expect(verified.status).toBe(200);
  return cookieFrom(verified);
}

/** A client signed in on two devices: `first` (the test's own) and `second` (Chrome on macOS). */
async function twoDevices() {
  const { cookie: first, user } = await a.signInAs();
  const second = await signInAgain(user.phone ?? "", CHROME_MAC, "203.0.113.7");
  return { first, second, user };
}

const devicesOf = (cookie: string) => readJson<DevicesResponse>(a.request("/api/me/devices", { cookie }));

/** Everything a stream sends until the server ends it; fails if it stays open. */
async function untilEnd(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  const timeout = setTimeout(() => void reader.cancel(new Error("still open")), 15_000);
  let text = "";
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
  } finally {
    clearTimeout(timeout);
  }
  return text;
}

/** Opens a live-update stream on `app` and waits until it is listening. */
async function openStream(app: TestApp, cookie: string): Promise<Response> {
  const response = await app.request("/api/events", { cookie });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");
  reader.releaseLock();
  return response;
}

describe("GET /api/me/devices", () => {
  it("refuses anonymous callers", async () => {
    expect((await a.request("/api/me/devices")).status).toBe(401);
  });

  it("lists the owner's sessions with browser, address and last use, the current one first", async () => {
    const { first, second } = await twoDevices();
    const { devices } = await devicesOf(second);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ current: true, browser: "Chrome", os: "macOS", address: "203.0.113.7" });
    expect(devices[1]?.current).toBe(false);
    expect(Date.parse(devices[0]?.lastUsedAt ?? "")).not.toBeNaN();
    // The other client sees only their own.
    const other = await a.signInAs();
    const theirs = await devicesOf(other.cookie);
    expect(theirs.devices).toHaveLength(1);
    expect(theirs.devices.map((d) => d.id)).not.toContain(devices[1]?.id);
    expect((await devicesOf(first)).devices).toHaveLength(2);
  });

  it("lists an admin's own sessions", async () => {
    const admin = await a.signInAs({ role: "admin" });
    const { devices } = await devicesOf(admin.cookie);
    expect(devices).toMatchObject([{ current: true }]);
  });
});

describe("DELETE /api/me/devices/{id}", () => {
  it("refuses anonymous callers", async () => {
    expect((await a.request(`/api/me/devices/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(401);
  });

  it("ends the owner's other session at once: its next request is 401 and its open stream closes, on another instance too", async () => {
    const { first, second } = await twoDevices();
    const stream = await openStream(b, second);
    const ended = untilEnd(stream);
    const secondId = (await devicesOf(second)).devices[0]?.id;
    const revoked = await a.request(`/api/me/devices/${secondId}`, { method: "DELETE", cookie: first });
    expect(revoked.status).toBe(200);
    expect(await ended).toContain(`data: {"type":"session.invalidated"}`);
    expect((await b.request("/api/me", { cookie: second })).status).toBe(401);
    expect((await a.request("/api/me", { cookie: second })).status).toBe(401);
    expect((await a.request("/api/me", { cookie: first })).status).toBe(200);
  });

  it("answers 404 for another client's session and for an admin's, and leaves it signed in", async () => {
    const victim = await a.signInAs();
    const victimId = (await devicesOf(victim.cookie)).devices[0]?.id;
    const other = await a.signInAs();
    const admin = await a.signInAs({ role: "admin" });
    for (const cookie of [other.cookie, admin.cookie]) {
      expect((await a.request(`/api/me/devices/${victimId}`, { method: "DELETE", cookie })).status).toBe(404);
    }
    expect((await a.request("/api/me", { cookie: victim.cookie })).status).toBe(200);
  });

  it("refuses to revoke the session asking (that is sign-out)", async () => {
    const me = await a.signInAs();
    const myId = (await devicesOf(me.cookie)).devices[0]?.id;
    expect((await a.request(`/api/me/devices/${myId}`, { method: "DELETE", cookie: me.cookie })).status).toBe(400);
    expect((await a.request("/api/me", { cookie: me.cookie })).status).toBe(200);
  });
});

describe("POST /api/me/devices/sign-out-others", () => {
  it("refuses anonymous callers", async () => {
    expect((await a.request("/api/me/devices/sign-out-others", { method: "POST" })).status).toBe(401);
  });

  it("ends every session of the owner but the current one, and no one else's", async () => {
    const { first, second, user } = await twoDevices();
    const third = await signInAgain(user.phone ?? "", FIREFOX_LINUX, "198.51.100.4");
    const bystander = await a.signInAs();
    const stream = await openStream(b, third);
    const ended = untilEnd(stream);
    const response = await readJson<{ ended: number }>(
      a.request("/api/me/devices/sign-out-others", { method: "POST", cookie: first }),
    );
    expect(response.ended).toBe(2);
    expect(await ended).toContain("session.invalidated");
    for (const cookie of [second, third]) expect((await a.request("/api/me", { cookie })).status).toBe(401);
    expect((await a.request("/api/me", { cookie: first })).status).toBe(200);
    expect((await a.request("/api/me", { cookie: bystander.cookie })).status).toBe(200);
    expect((await devicesOf(first)).devices).toMatchObject([{ current: true }]);
  });

  it("lets an admin sign their own other sessions out", async () => {
    const admin = await a.signInAs({ role: "admin" });
    const again = await signInAgain(admin.user.phone ?? "", FIREFOX_LINUX, "198.51.100.9");
    const response = await a.request("/api/me/devices/sign-out-others", { method: "POST", cookie: admin.cookie });
    expect(await readJson<{ ended: number }>(response)).toEqual({ ended: 1 });
    expect((await a.request("/api/me", { cookie: again })).status).toBe(401);
  });
});

describe("POST /api/admin/users/{id}/end-sessions", () => {
  const path = (id: string) => `/api/admin/users/${id}/end-sessions`;

  it("refuses anonymous callers and clients (the owner and another client)", async () => {
    const { first, user } = await twoDevices();
    const other = await a.signInAs();
    expect((await a.request(path(user.id), { method: "POST" })).status).toBe(401);
    expect((await a.request(path(user.id), { method: "POST", cookie: first })).status).toBe(403);
    expect((await a.request(path(user.id), { method: "POST", cookie: other.cookie })).status).toBe(403);
    expect((await a.request("/api/me", { cookie: first })).status).toBe(200);
  });

  it("lets an admin end every session of a person, closing their streams on every instance", async () => {
    const { first, second, user } = await twoDevices();
    const admin = await a.signInAs({ role: "admin" });
    const streams = [untilEnd(await openStream(b, first)), untilEnd(await openStream(a, second))];
    const response = await a.request(path(user.id), { method: "POST", cookie: admin.cookie });
    expect(await readJson<{ ended: number }>(response)).toEqual({ ended: 2 });
    for (const text of await Promise.all(streams)) expect(text).toContain("session.invalidated");
    for (const cookie of [first, second]) {
      expect((await a.request("/api/me", { cookie })).status).toBe(401);
      expect((await b.request("/api/me", { cookie })).status).toBe(401);
    }
    expect((await a.request("/api/me", { cookie: admin.cookie })).status).toBe(200);
  });

  it("answers 404 for a person who does not exist", async () => {
    const admin = await a.signInAs({ role: "admin" });
    const response = await a.request(path(crypto.randomUUID()), { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(404);
  });
});
