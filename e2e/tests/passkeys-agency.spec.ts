import { expect } from "@playwright/test";
import { signInThroughUi } from "../fixtures/people.ts";
import { secondFactorRequired } from "../fixtures/staff.ts";
import { test } from "../fixtures/test.ts";
import { addVirtualAuthenticator } from "../fixtures/virtual-authenticator.ts";

/**
 * Issue 28 §3, decisions 108 and 113: with "Require a second factor for agency roles" on, a
 * designer without an authenticator app adds a passkey in their settings instead, and from then
 * on signs in with the passkey alone: no SMS code, no app code, straight into the admin area.
 */
test("a staff member signs in with a passkey while a second factor is required", async ({ page }) => {
  test.setTimeout(180_000);
  const { staffPerson, release } = await secondFactorRequired({ owner: "Oren Owner", staff: "Dina Designer" });
  try {
    await addVirtualAuthenticator(page);
    await signInThroughUi(page, staffPerson);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const card = page.locator("[aria-labelledby=passkeys-title]");
    await expect(card.getByText("Signing in with a passkey also counts as the second step your agency requires.")).toBeVisible();
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expect(card.getByText(/^Added /)).toBeVisible();
    // The SMS-code session stays short of the rule; the passkey is for the next sign-in.
    expect((await page.request.get("/api/admin/projects")).status()).toBe(403);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/login"));
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.pathname.startsWith("/admin/settings"));
    await expect(page.getByRole("heading", { name: "One more step" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/projects")).status()).toBe(200);
    const me = (await (await page.request.get("/api/me")).json()) as { id: string; secondFactorMissing: boolean };
    expect(me).toMatchObject({ id: staffPerson.id, secondFactorMissing: false });
  } finally {
    await release();
  }
});
