import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfLines } from "../../apps/server/src/test/pdf-text.ts";
import { BASE_URL, E2E_DATA_DIR } from "../e2e-env.ts";
import { PNG_1x1 } from "../fixtures/images.ts";
import { waitForCode, waitForEmail } from "../fixtures/outbox.ts";

/** The first admin, created through /setup; later specs of this folder sign in as them. */
export const firstAdmin = {
  fullName: "Avery Owner",
  email: "avery@northwind.test",
  national: "5550199001",
  phone: "+15550199001",
};
export const agencyName = "Northwind Web Studio";

/** Signs the first admin in by SMS code, reading it from the dev outbox. */
export async function signInFirstAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Phone number").fill(firstAdmin.national);
  const since = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await page.getByLabel("Verification code").fill(await waitForCode(firstAdmin.phone, since));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.waitForURL("**/admin/**");
}

test.describe.configure({ mode: "serial" });

test("a new install leads to /setup, which creates the first admin with the printed code", async ({ page }) => {
  // Every way in leads to the set-up while no admin exists.
  for (const start of ["/", "/login", "/admin/dashboard"]) {
    await page.goto(start);
    await expect(page).toHaveURL(/\/setup$/);
  }
  await expect(page.getByRole("heading", { name: "Set up your portal" })).toBeVisible();
  // In Hebrew, right to left, and back.
  await page.getByRole("button", { name: "Switch language" }).click();
  await expect(page.getByRole("heading", { name: "הגדרת הפורטל" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByLabel("קוד הגדרה")).toBeVisible();
  await page.getByRole("button", { name: "החלפת שפה" }).click();
  await expect(page.getByRole("heading", { name: "Set up your portal" })).toBeVisible();
  const code = fs.readFileSync(path.join(E2E_DATA_DIR, "setup-code"), "utf8").trim();
  expect(fs.readFileSync(path.join(E2E_DATA_DIR, "portal.log"), "utf8")).toContain(`Set-up code: ${code}`);

  // A wrong code is refused with the reason.
  await page.getByLabel("Set-up code").fill("AAAA-AAAA");
  await page.getByLabel("Agency name").fill(agencyName);
  await page.getByLabel("Time zone").selectOption("Europe/London");
  await page.getByLabel("Full name").fill(firstAdmin.fullName);
  await page.getByLabel("E-mail").fill(firstAdmin.email);
  await page.getByLabel("Phone number").fill(firstAdmin.national);
  await page.getByRole("button", { name: "Set up the portal" }).click();
  await expect(page.getByRole("alert")).toContainText("That set-up code is not right");

  await page.getByLabel("Set-up code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Set up the portal" }).click();
  await expect(page.getByRole("heading", { name: "Your portal is ready" })).toBeVisible();
  expect(fs.existsSync(path.join(E2E_DATA_DIR, "setup-code"))).toBe(false);

  // The set-up is over: /setup answers 404 and / no longer leads there.
  expect((await page.request.get("/setup")).status()).toBe(404);
  expect(await (await page.request.get("/api/setup")).json()).toEqual({ required: false });
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the first admin signs in and makes the portal the agency's own", async ({ page }) => {
  await signInFirstAdmin(page);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: "Open agency settings" }).click();
  await expect(page.getByRole("heading", { name: "Agency", level: 1 })).toBeVisible();
  const identity = page.getByRole("region", { name: "Identity" });

  // The name the set-up gave is there; rename it.
  const name = identity.getByLabel("Agency name");
  await expect(name).toHaveValue(agencyName);
  await name.fill(`${agencyName} Ltd`);

  // A colour too light is refused with the reason; a dark one is saved.
  const colour = identity.getByRole("textbox", { name: "Brand colour" });
  await colour.fill("#facc15");
  await identity.getByRole("button", { name: "Save" }).click();
  await expect(identity.getByText(/too light: its contrast with white is 1\.\d+:1/)).toBeVisible();
  await colour.fill("#0f766e");
  await identity.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();

  // A logo: stored, with a square icon made from it.
  await identity.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(identity.getByRole("img", { name: "Current logo" })).toBeVisible();
  await expect(identity.getByRole("img", { name: "Icon made from the logo" })).toBeVisible();

  const agency = await (await page.request.get("/api/agency")).json();
  expect(agency).toMatchObject({ name: `${agencyName} Ltd`, brandColour: "#0f766e" });
  expect(agency.logoUrl).toBeTruthy();
  expect((await page.request.get(agency.iconUrl)).status()).toBe(200);

  // The change is in the audit trail, before and after.
  const trail = await (await page.request.get("/api/admin/audit?kind=agency_settings_changed")).json();
  expect(JSON.stringify(trail.entries)).toContain(`${agencyName} Ltd`);
});

test("the new name is the portal's everywhere: /login with and without JavaScript, the set-password e-mail, the sandbox checkout and the invoice PDF", async ({
  browser,
  page,
}) => {
  const renamed = `${agencyName} Ltd`;
  // Without JavaScript: the prerendered sign-in screen, rendered again by the server after the save.
  for (const language of ["en", "he"] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: "portal.language", value: language, url: BASE_URL }]);
    const bare = await context.newPage();
    await bare.goto("/login");
    await expect(bare).toHaveTitle(renamed);
    await expect(bare.locator("html")).toHaveAttribute("data-prerendered", language);
    await expect(bare.getByRole("link", { name: renamed })).toBeVisible();
    expect(await bare.content()).not.toMatch(/Bright Pixel/i);
    await context.close();
  }

  // With JavaScript, in both languages.
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto("/login");
  await expect(login.getByRole("link", { name: renamed })).toBeVisible();
  await login.getByRole("button", { name: "Switch language" }).click();
  await expect(login.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(login.getByRole("link", { name: renamed })).toBeVisible();
  await expect(login).toHaveTitle(renamed);
  expect(await login.content()).not.toMatch(/Bright Pixel/i);
  await visitor.close();

  // The first client: their set-password e-mail in the dev outbox carries the agency's name.
  await signInFirstAdmin(page);
  const client = { fullName: "Rowan Client", email: "rowan@client.test", country: "US", phone: "5550199002" };
  const added = await page.request.post("/api/admin/users", {
    data: client,
    headers: { origin: BASE_URL, "idempotency-key": crypto.randomUUID() },
  });
  expect(added.status()).toBe(201);
  const mail = await waitForEmail(client.email, 10_000, /Set your password/);
  expect(mail.subject).toBe(`Set your password for the ${renamed} client portal`);
  expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Bright Pixel/i);

  // The client buys premium on the sandbox: the checkout page and the invoice's PDF carry the name.
  const buyer = await browser.newContext();
  const tab = await buyer.newPage();
  // The prerendered form is the app's once the app has started (it reads the session first): a
  // click before that is lost (CI, 27 November).
  const appStarted = tab.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
  await tab.goto("/login");
  await appStarted;
  await tab.getByLabel("Phone number").fill(client.phone);
  const since = new Date();
  await tab.getByRole("button", { name: "Send Verification Code" }).click();
  await tab.getByLabel("Verification code").fill(await waitForCode(`+1${client.phone}`, since));
  await tab.getByRole("button", { name: "Verify Code" }).click();
  await tab.waitForURL("**/dashboard**");
  const checkout = await (await tab.request.post("/api/billing/premium/checkout", { headers: { origin: BASE_URL } })).json();
  await tab.goto(checkout.url);
  await expect(tab.getByText(renamed, { exact: true })).toBeVisible();
  await tab.getByRole("button", { name: /^Pay/ }).click();
  await tab.waitForURL(/\/dashboard\?checkout=success/);
  // The automatic invoice's PDF is made just after the payment.
  let fileUrl: string | null = null;
  for (let i = 0; i < 50 && !fileUrl; i++) {
    const { invoices } = await (await tab.request.get("/api/invoices")).json();
    fileUrl = invoices?.[0]?.file?.url ?? null;
    if (!fileUrl) await tab.waitForTimeout(200);
  }
  expect(fileUrl).toBeTruthy();
  const pdf = await tab.request.get(fileUrl ?? "");
  expect(pdf.status()).toBe(200);
  const lines = await pdfLines(new Uint8Array(await pdf.body()));
  expect(lines).toContain(renamed);
  expect(lines.join("\n")).not.toMatch(/Bright Pixel/i);
  await buyer.close();
});
