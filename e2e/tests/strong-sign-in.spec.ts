import { expect, type Page } from "@playwright/test";
import { totpCode } from "../../apps/server/src/test/totp.ts";
import { waitForCode } from "../fixtures/outbox.ts";
import { withPhoneLock } from "../fixtures/phone-lock.ts";
import { secondFactorRequired } from "../fixtures/staff.ts";
import { test } from "../fixtures/test.ts";

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

/**
 * Issue 28 §3, decision 108: with the owner's "Require a second factor for agency roles" on, a
 * project manager without an authenticator app is sent to set one up, and from then on signs in
 * with the SMS code and the app's code.
 */
test("a staff sign-in with a second factor required", async ({ page }) => {
  test.setTimeout(180_000);
  const { staffPerson, release } = await secondFactorRequired({ owner: "Ori Owner", staff: "Pia Manager" });
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
    await release();
  }
});
