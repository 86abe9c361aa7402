import { hourInZone } from "@portal/shared/agency-region";
import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";
import { notify } from "./enqueue.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: Person;
let other: Person;
let admin: Person;
const secret = "test-secret-test-secret-test-secret-0123";

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

const put = (cookie: string | undefined, body: unknown) =>
  t.request("/api/notifications/preferences", { method: "PUT", cookie, body: JSON.stringify(body) });
const get = async (cookie: string) =>
  (await (await t.request("/api/notifications/preferences", { cookie })).json()) as {
    preferences: Array<{ category: string; mode: string }>;
    smsUrgent: boolean;
  };
const modeOf = async (cookie: string, category: string) =>
  (await get(cookie)).preferences.find((p) => p.category === category)?.mode;

describe("GET/PUT /api/notifications/preferences", () => {
  it("refuses anonymous callers", async () => {
    expect((await t.request("/api/notifications/preferences")).status).toBe(401);
    expect((await put(undefined, { preferences: [], smsUrgent: false })).status).toBe(401);
  });

  it("gives a client the client categories, instant by default, and saves their own choice only", async () => {
    expect((await get(owner.cookie)).preferences.map((p) => p.category)).toEqual(["invoices", "projects", "support", "billing"]);
    const res = await put(owner.cookie, { preferences: [{ category: "invoices", mode: "daily" }], smsUrgent: true });
    expect(res.status).toBe(200);
    expect(await get(owner.cookie)).toMatchObject({ smsUrgent: true });
    expect(await modeOf(owner.cookie, "invoices")).toBe("daily");
    expect(await modeOf(other.cookie, "invoices")).toBe("instant");
    expect((await put(owner.cookie, { preferences: [{ category: "alerts", mode: "off" }], smsUrgent: false })).status).toBe(400);
  });

  it("gives an admin the admin categories", async () => {
    expect((await get(admin.cookie)).preferences.map((p) => p.category)).toEqual(["support", "revisions", "purchases", "alerts"]);
    expect((await put(admin.cookie, { preferences: [{ category: "alerts", mode: "off" }], smsUrgent: false })).status).toBe(200);
    expect((await put(admin.cookie, { preferences: [{ category: "invoices", mode: "off" }], smsUrgent: false })).status).toBe(
      400,
    );
  });
});

describe("PUT /api/me/language", () => {
  it("refuses anonymous callers and unknown languages, and saves the person's own", async () => {
    const body = JSON.stringify({ language: "he" });
    expect((await t.request("/api/me/language", { method: "PUT", body })).status).toBe(401);
    expect((await t.request("/api/me/language", { method: "PUT", cookie: owner.cookie, body: '{"language":"fr"}' })).status).toBe(
      400,
    );
    expect((await t.request("/api/me/language", { method: "PUT", cookie: admin.cookie, body })).status).toBe(204);
  });

  it("is carried by the session's profile, so the web app saves it only when it changed", async () => {
    const person = await t.signInAs();
    const profile = async () =>
      ((await (await t.request("/api/session", { cookie: person.cookie })).json()) as { profile: { language: string } }).profile;
    expect((await profile()).language).toBe("en");
    const body = JSON.stringify({ language: "he" });
    expect((await t.request("/api/me/language", { method: "PUT", cookie: person.cookie, body })).status).toBe(204);
    expect((await profile()).language).toBe("he");
  });
});

describe("one-click unsubscribe", () => {
  it("works without a session: the page offers one button, and the POST turns the categories off", async () => {
    const token = unsubscribeToken(secret, owner.user.id, ["support", "projects"]);
    const page = await t.request(`/api/notifications/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form action="[^"]+" method="post">/);
    const res = await t.request(`/api/notifications/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await modeOf(owner.cookie, "support")).toBe("off");
    expect(await modeOf(owner.cookie, "projects")).toBe("off");
    expect(await modeOf(other.cookie, "support")).toBe("instant");
  });

  it("refuses a forged or altered link, whoever sends it", async () => {
    const forged = unsubscribeToken("another-secret", other.user.id, ["support"]);
    const altered = unsubscribeToken(secret, owner.user.id, ["support"]).replace(owner.user.id, other.user.id);
    for (const token of [forged, altered, "nonsense"]) {
      expect((await t.request(`/api/notifications/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(400);
      expect(
        (await t.request(`/api/notifications/unsubscribe?token=${token}`, { method: "POST", cookie: admin.cookie })).status,
      ).toBe(400);
    }
    expect(await modeOf(other.cookie, "support")).toBe("instant");
  });
});

describe("the daily digest on the agency's clock", () => {
  it("is due at the digest hour in the agency's time zone", async () => {
    const zone = "Asia/Tokyo"; // UTC+9 all year
    await updateAgencySettings(t.deps, null, { region: { ...AGENCY_SETTINGS_DEFAULTS.region, timeZone: zone } });
    try {
      const person = await t.signInAs();
      await put(person.cookie, { preferences: [{ category: "invoices", mode: "daily" }], smsUrgent: false });
      const timing = t.deps.config.notifications.timing;
      await notify(t.deps.db, timing, {
        key: `invoice.created:daily-${person.user.id}`,
        kind: "invoice_created",
        to: person.user.id,
        data: { invoiceId: "i1", number: "INV-1", amount: "$1.00" },
      });
      const [row] = await t.deps.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipientId, person.user.id));
      expect(hourInZone(row.dueAt, zone)).toBe(timing.dailyHour);
      expect(row.dueAt.getTime()).toBeGreaterThan(Date.now());
      expect(row.dueAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    } finally {
      await updateAgencySettings(t.deps, null, { region: AGENCY_SETTINGS_DEFAULTS.region });
    }
  });
});
