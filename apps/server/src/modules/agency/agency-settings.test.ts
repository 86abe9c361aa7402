import { AGENCY_SETTINGS_DEFAULTS, type AgencySettingsResponse } from "@portal/shared/agency-settings";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { getAgencySettings } from "./settings-read-service.ts";

let t: TestApp;
let second: TestApp;
let admin: { cookie: string };
let client: { cookie: string };
let otherClient: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: "help@agency.test", MAIL_FROM: "Acme Studio <no-reply@agency.test>" } });
  second = await createTestApp({ shareDatabaseWith: t });
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs({ role: "client" });
  otherClient = await t.signInAs({ role: "client" });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const put = (group: string, body: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/agency-settings/${group}`, { method: "PUT", cookie, body: JSON.stringify(body) });

describe("agency settings", () => {
  it("start from the neutral defaults with the environment's first-run values", async () => {
    const pub = await readJson<{ name: string; support: { email: string } }>(t.request("/api/agency"));
    expect(pub.name).toBe("Client Portal");
    expect(pub.support.email).toBe("help@agency.test");
    const full = await readJson<AgencySettingsResponse>(t.request("/api/admin/agency-settings", { cookie: admin.cookie }));
    expect(full.identity.senderName).toBe("Acme Studio");
    expect(full.invoicing).toEqual(AGENCY_SETTINGS_DEFAULTS.invoicing);
  });

  it("show the public subset to anyone and nothing of the invoicing details", async () => {
    for (const cookie of [undefined, client.cookie, admin.cookie]) {
      const res = await t.request("/api/agency", { cookie });
      expect(res.status).toBe(200);
      const body = await readJson<Record<string, unknown>>(res);
      expect(body).not.toHaveProperty("invoicing");
      expect(body).toHaveProperty("premium");
    }
  });

  it("are read and saved by admins only", async () => {
    expect((await t.request("/api/admin/agency-settings")).status).toBe(401);
    for (const who of [client, otherClient]) {
      expect((await t.request("/api/admin/agency-settings", { cookie: who.cookie })).status).toBe(403);
      expect((await put("region", AGENCY_SETTINGS_DEFAULTS.region, who.cookie)).status).toBe(403);
    }
    expect((await t.request("/api/admin/agency-settings/region", { method: "PUT", body: "{}" })).status).toBe(401);
  });

  it("save a group, audit before and after, and every instance sees it at once", async () => {
    // Both instances have read (and cached) the settings.
    expect((await getAgencySettings(second.deps.db)).identity.name).toBe("Client Portal");
    const identity = { ...AGENCY_SETTINGS_DEFAULTS.identity, name: "Acme Web", brandColour: "#0F766E", senderName: "Acme" };
    const res = await put("identity", identity);
    expect(res.status).toBe(200);
    const saved = await readJson<AgencySettingsResponse>(res);
    expect(saved.identity).toMatchObject({ name: "Acme Web", brandColour: "#0f766e" });
    expect(saved.updatedAt).not.toBeNull();
    await expect.poll(async () => (await getAgencySettings(second.deps.db)).identity.name).toBe("Acme Web");
    expect((await readJson<{ name: string }>(second.request("/api/agency"))).name).toBe("Acme Web");

    const trail = await readJson<{ entries: Array<{ kind: string; before: unknown; after: unknown }> }>(
      t.request("/api/admin/audit?kind=agency_settings_changed", { cookie: admin.cookie }),
    );
    const entry = trail.entries.find((e) => e.kind === "agency_settings_changed");
    expect(entry?.before).toMatchObject({ "identity.name": "Client Portal", "identity.brandColour": "#2563eb" });
    expect(entry?.after).toMatchObject({ "identity.name": "Acme Web", "identity.brandColour": "#0f766e" });
  });

  it("refuse a colour below WCAG AA contrast with the reason", async () => {
    const res = await put("identity", { ...AGENCY_SETTINGS_DEFAULTS.identity, brandColour: "#facc15" });
    expect(res.status).toBe(400);
    const body = await readJson<{ error: { code: string; details: { ratio: number; minimum: number } } }>(res);
    expect(body.error.code).toBe("brand_colour_contrast");
    expect(body.error.details.minimum).toBe(4.5);
    expect(body.error.details.ratio).toBeLessThan(4.5);
  });

  it("refuse invalid groups with 400", async () => {
    const cases: Array<[string, unknown]> = [
      ["region", { ...AGENCY_SETTINGS_DEFAULTS.region, timeZone: "Mars/Olympus" }],
      ["contact", { ...AGENCY_SETTINGS_DEFAULTS.contact, supportEmail: "not-an-email" }],
      [
        "contact",
        {
          ...AGENCY_SETTINGS_DEFAULTS.contact,
          supportHours: { ...AGENCY_SETTINGS_DEFAULTS.contact.supportHours, mon: { open: "18:00", close: "09:00" } },
        },
      ],
      ["premium", { ...AGENCY_SETTINGS_DEFAULTS.premium, revisionsPerProject: 0 }],
      ["premium", { ...AGENCY_SETTINGS_DEFAULTS.premium, monthlyPriceCents: 10 }],
      ["invoicing", { ...AGENCY_SETTINGS_DEFAULTS.invoicing, invoiceNumberPrefix: "IN V" }],
      ["landing", { ...AGENCY_SETTINGS_DEFAULTS.landing, headline: { en: "", he: "" } }],
    ];
    for (const [group, body] of cases) {
      const res = await put(group, body);
      expect(res.status, `${group} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await put("nonsense", {})).status).toBe(400);
  });

  it("save the FAQ in order and number new invoices with the prefix", async () => {
    const faq = [
      { id: crypto.randomUUID(), question: { en: "Second?", he: "" }, answer: { en: "Yes.", he: "" } },
      { id: crypto.randomUUID(), question: { en: "", he: "ראשון?" }, answer: { en: "", he: "כן." } },
    ];
    const res = await put("contact", { ...AGENCY_SETTINGS_DEFAULTS.contact, faq });
    expect(res.status).toBe(200);
    const pub = await readJson<{ support: { faq: typeof faq } }>(t.request("/api/agency"));
    expect(pub.support.faq.map((f) => f.id)).toEqual(faq.map((f) => f.id));

    expect((await put("invoicing", { ...AGENCY_SETTINGS_DEFAULTS.invoicing, invoiceNumberPrefix: "ACME" })).status).toBe(200);
    const { rows } = await t.deps.db.execute<{ n: string }>("SELECT generate_invoice_number() AS n" as never);
    expect(rows[0]?.n).toMatch(/^ACME-\d{4}-\d{6}$/);
  });

  it("take a logo, make a square icon from it, and serve both to anyone", async () => {
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("logo", fileOf(new Uint8Array(wide), "logo.png", "image/png"));
    const res = await t.request("/api/admin/agency-settings/logo", { method: "POST", cookie: admin.cookie, body: form });
    expect(res.status).toBe(200);
    const saved = await readJson<AgencySettingsResponse>(res);
    expect(saved.logoUrl).toBeTruthy();
    const icon = await t.request(saved.iconUrl ?? "");
    expect(icon.status).toBe(200);
    const meta = await sharp(new Uint8Array(await icon.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await t.request(saved.logoUrl ?? "")).status).toBe(200);
    // A later identity save keeps the logo.
    await put("identity", { ...saved.identity, logoFileId: null, iconFileId: null, name: "Acme Web 2" });
    expect((await readJson<{ logoUrl: string | null }>(t.request("/api/agency"))).logoUrl).toBe(saved.logoUrl);

    const gif = new FormData();
    gif.append("logo", fileOf(PNG_1x1, "tiny.png", "image/png"));
    expect(
      (await t.request("/api/admin/agency-settings/logo", { method: "POST", cookie: client.cookie, body: gif })).status,
    ).toBe(403);
    const removed = await t.request("/api/admin/agency-settings/logo", { method: "DELETE", cookie: admin.cookie });
    expect((await readJson<AgencySettingsResponse>(removed)).logoUrl).toBeNull();
  });
});
