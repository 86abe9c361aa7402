import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AGENCY_SETTINGS_DEFAULTS, type AgencySettings } from "@portal/shared/agency-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, invoices, profiles } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { pdfLines } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { updateAgencySettings } from "../agency/index.ts";
import { createAutomaticInvoice } from "../invoices/index.ts";
import { notify } from "./index.ts";
import { outboxWorkerFor } from "./outbox-worker.ts";

// What the web build leaves in its folder, with a stand-in for its prerendering bundle: it draws
// the brand it is given, as apps/web/src/prerender.tsx does.
const indexHtml = `<!doctype html><html lang="en" dir="ltr"><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><meta name="description" content="Client portal" /><title>Client portal</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;
const prerenderer = `export const PRERENDERED_PATHS = ["/", "/login"];
const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
export async function prerender(pathname, lang, brand) {
  const headline = brand.landing.headline[lang] || brand.landing.headline.en;
  const body = "<h1>" + esc(pathname === "/" ? headline : brand.name) + "</h1>";
  return { head: "", html: "<main>" + body + "<p>" + lang + "</p></main>", dir: lang === "he" ? "rtl" : "ltr" };
}`;

let dist: string;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-brand-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, "ssr"));
  fs.writeFileSync(path.join(dist, "index.html"), indexHtml);
  fs.writeFileSync(path.join(dist, "assets", "index-1.css"), ".p{color:red}");
  fs.writeFileSync(path.join(dist, "ssr", "prerender.mjs"), prerenderer);
  // Two instances on one database (on PostgreSQL each with its own pool and LISTEN connection).
  a = await createTestApp({ webDistDir: dist });
  b = await createTestApp({ webDistDir: dist, shareDatabaseWith: a });
  // A portal past its first run (without an admin every page leads to /setup).
  await createProfile(a.deps.db, { role: "admin" });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const harbour: Partial<AgencySettings> = {
  identity: { ...AGENCY_SETTINGS_DEFAULTS.identity, name: "Harbour & Pine", brandColour: "#0f766e", senderName: "Harbour Team" },
  landing: {
    enabled: true,
    headline: { en: "Websites that sail", he: "אתרים שמפליגים" },
    text: { en: "We build them.", he: "אנחנו בונים אותם." },
  },
  invoicing: {
    legalName: "Harbour & Pine Ltd",
    address: "1 Quay Road\nHaifa",
    taxId: "IL-515151515",
    invoiceNumberPrefix: "HP",
    footerNote: "Thank you for sailing with us.",
  },
};

/** Polls until `check` passes (another instance hears the save over the bus). */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const page = async (app: TestApp, route: string, lang?: "he") =>
  (await app.request(route, lang ? { headers: { cookie: `portal.language=${lang}` } } : {})).text();

describe("the agency's brand everywhere", () => {
  it("starts neutral: never another agency's name", async () => {
    const login = await page(a, "/login");
    expect(login).toContain("<title>Client Portal</title>");
    expect(login).toContain('<div id="root"><main><h1>Client Portal</h1><p>en</p></main></div>');
    expect(login).not.toMatch(/Bright Pixel/i);
    // No landing page until the agency keeps one: `/` leads to sign-in.
    const home = await a.request("/");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/login");
    const openapi = (await (await a.request("/api/openapi.json")).json()) as { info: { title: string } };
    expect(openapi.info.title).toBe("Client Portal client portal API");
  });

  it("serves the new brand in the prerendered pages of every instance after a save, without a rebuild", async () => {
    await page(b, "/login");
    await updateAgencySettings(a.deps, null, harbour);
    const login = await page(a, "/login");
    expect(login).toContain("<title>Harbour &amp; Pine</title>");
    expect(login).toContain('<div id="root"><main><h1>Harbour &amp; Pine</h1><p>en</p></main></div>');
    expect(login).toContain("<style>:root{--agency-colour:#0f766e}</style>");
    expect(login).toContain('<meta name="theme-color" content="#0f766e">');
    const block = /<script type="application\/json" id="portal-agency">([^<]*)<\/script>/.exec(login)?.[1];
    expect(JSON.parse(block ?? "{}")).toMatchObject({ name: "Harbour & Pine", brandColour: "#0f766e" });
    // The other instance drops its copy when it hears the save.
    await within(2000, async () => (await page(b, "/login")).includes("<h1>Harbour &amp; Pine</h1>"));
    const hebrew = await page(b, "/login", "he");
    expect(hebrew).toContain('<html lang="he" dir="rtl" data-prerendered="he">');
    expect(hebrew).toContain("<h1>Harbour &amp; Pine</h1><p>he</p>");
    // The landing page is back, with its headline in the visitor's language.
    expect(await page(b, "/", "he")).toContain("<h1>אתרים שמפליגים</h1>");
    expect((await b.request("/")).status).toBe(200);
    const manifest = (await (await b.request("/manifest.webmanifest")).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "Harbour & Pine", theme_color: "#0f766e" });
    const openapi = (await (await b.request("/api/openapi.json")).json()) as { info: { title: string } };
    expect(openapi.info.title).toBe("Harbour & Pine client portal API");
    // The prerendering bundle itself is never served.
    expect((await a.request("/ssr/prerender.mjs")).status).toBe(404);
  });

  it("signs the sign-in code, the set-password e-mail and urgent texts with the new name", async () => {
    await updateAgencySettings(a.deps, null, harbour);
    const admin = await a.signInAs({ role: "admin" });
    expect(a.sms.sent.at(-1)?.body).toMatch(/^Your Harbour & Pine verification code is \d{6}$/);

    const added = await a.request("/api/admin/users", {
      method: "POST",
      cookie: admin.cookie,
      body: JSON.stringify({ fullName: "Dana Sails", email: "dana@example.test", country: "US", phone: "5557770042" }),
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(added.status).toBe(201);
    const mail = a.email.lastTo("dana@example.test");
    expect(mail?.subject).toBe("Set your password for the Harbour & Pine client portal");
    expect(mail?.fromName).toBe("Harbour Team");
    expect(mail?.html).toContain("background:#0f766e");
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/Bright Pixel|Client Portal/);

    // A client who reads Hebrew and wants urgent texts.
    const client = await createProfile(a.deps.db, { role: "client" });
    await a.deps.db.update(profiles).set({ language: "he", smsUrgent: true }).where(eq(profiles.id, client.id));
    const sent = await a.request("/api/auth/phone-number/send-otp", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: client.phone }),
    });
    expect(sent.status).toBe(200);
    expect(a.sms.sent.at(-1)?.body).toMatch(/^קוד האימות שלך ב-Harbour & Pine הוא \d{6}$/);
    await notify(a.deps.db, a.deps.config.notifications.timing, {
      key: `project.ready:${client.id}`,
      kind: "project_ready",
      to: client.id,
      data: { projectId: client.id, status: "ready", delivery: "" },
    });
    await outboxWorkerFor(a.deps).runOnce();
    expect(a.sms.sent.at(-1)?.body).toBe("Harbour & Pine: הפרויקט שלך מוכן. http://localhost:3000/dashboard");
    const notice = a.email.lastTo(client.email);
    expect(notice?.fromName).toBe("Harbour Team");
    expect(notice?.html).toContain("Harbour &amp; Pine");
  });

  it("issues new invoices with the prefix and prints the invoicing details on the PDF", async () => {
    await updateAgencySettings(a.deps, null, harbour);
    const { user } = await a.signInAs({ role: "client" });
    const made = await createAutomaticInvoice(
      { db: a.deps.db, storage: a.deps.providers.storage, timing: a.deps.config.notifications.timing },
      {
        clientId: user.id,
        clientEmail: user.email,
        amountCents: 4900,
        description: "Contact form",
        billingType: "one_time",
        featureOrPackageName: "Contact form",
        providerSessionId: `cs_brand_${user.id}`,
        purchaseId: null,
      },
    );
    expect(made.invoiceNumber).toMatch(/^HP-\d{4}-\d{6}$/);
    const [row] = await a.deps.db.select().from(invoices).where(eq(invoices.id, made.id));
    const [file] = await a.deps.db
      .select()
      .from(files)
      .where(eq(files.id, row.fileId ?? ""));
    const stored = await a.deps.providers.storage.get(file.storageKey);
    const lines = await pdfLines(stored?.body ?? new Uint8Array());
    expect(lines).toEqual(
      expect.arrayContaining([
        "Harbour & Pine Ltd",
        "Harbour & Pine",
        "1 Quay Road",
        "Haifa",
        "Tax ID: IL-515151515",
        "Thank you for sailing with us.",
        made.invoiceNumber,
      ]),
    );
    expect(lines.join("\n")).not.toMatch(/Bright Pixel/);
  });
});
