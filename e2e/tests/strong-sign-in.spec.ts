import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { totpCode } from "../../apps/server/src/test/totp.ts";
import { waitForCode } from "../fixtures/outbox.ts";
import { apiSignIn, createClient, demo } from "../fixtures/people.ts";
import { withPhoneLock } from "../fixtures/phone-lock.ts";
import { test } from "../fixtures/test.ts";

/** Makes `personId` staff in `agencyRole`, as an owner does from the users list. */
async function makeStaff(owner: APIRequestContext, personId: string, agencyRole: string) {
  const read = await owner.get(`/api/admin/users/${personId}`);
  expect(read.ok(), await read.text()).toBeTruthy();
  const etag = read.headers().etag;
  const changed = await owner.patch(`/api/admin/users/${personId}/role`, {
    data: { role: "admin", agencyRole },
    headers: { "Idempotency-Key": randomUUID(), ...(etag ? { "If-Match": etag } : {}) },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
}

/** The first factor through the login screen; stops where the screen asks for the next step. */
async function smsStep(page: Page, person: { national: string; phone: string }) {
  await page.goto("/login");
  await page.getByLabel("Phone number").fill(person.national);
  await withPhoneLock(person.phone, async () => {
    const since = new Date();
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await page.getByLabel("Verification code").fill(await waitForCode(person.phone, since));
    await page.getByRole("button", { name: "Verify Code" }).click();
  });
}

const requireSecondFactor = (owner: APIRequestContext, on: boolean) =>
  owner.put("/api/admin/agency-settings/security", { data: { requireSecondFactorForStaff: on } });

/**
 * Issue 28 §3, decision 108: with the owner's "Require a second factor for agency roles" on, a
 * project manager without an authenticator app is sent to set one up, and from then on signs in
 * with the SMS code and the app's code.
 */
test("a staff sign-in with a second factor required", async ({ page }) => {
  test.setTimeout(180_000);
  // A second owner with an app of their own turns the rule on and off (the demo owner has none).
  const ownerPerson = await createClient("Ori Owner", "Harbour Pine");
  const staffPerson = await createClient("Pia Manager", "Harbour Pine");
  const demoOwner = await apiSignIn(demo.admin.phone);
  await makeStaff(demoOwner, ownerPerson.id, "owner");
  await makeStaff(demoOwner, staffPerson.id, "project_manager");
  await demoOwner.dispose();
  const owner = await apiSignIn(ownerPerson.phone);
  const enabled = await owner.post("/api/auth/two-factor/enable", { data: {} });
  expect(enabled.ok(), await enabled.text()).toBeTruthy();
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect((await owner.post("/api/auth/two-factor/verify-totp", { data: { code: totpCode(totpURI) } })).ok()).toBeTruthy();
  expect((await requireSecondFactor(owner, true)).ok()).toBeTruthy();
  try {
    await smsStep(page, staffPerson);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(
      page.getByText("Your agency requires a second sign-in step. Set up an authenticator app in your settings first."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code to add this portal to your authenticator app" })).toBeVisible();
    const key = (await page.locator("code").first().textContent())?.trim() ?? "";
    const uri = `otpauth://totp/x?secret=${key}`;
    await page.getByLabel("Code from the app").fill(totpCode(uri));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await page.getByRole("button", { name: "I saved my codes" }).click();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.context().clearCookies();
    await smsStep(page, staffPerson);
    await expect(page.getByRole("heading", { name: "One more step" })).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    await page.getByLabel("Code from your authenticator app").fill(totpCode(uri));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin"));
    expect((await page.request.get("/api/admin/projects")).status()).toBe(200);
  } finally {
    expect((await requireSecondFactor(owner, false)).ok()).toBeTruthy();
    await owner.dispose();
  }
});
