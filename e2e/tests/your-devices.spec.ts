import { expect } from "@playwright/test";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/**
 * Issue 28, decision 100: a person signed in on two browsers signs one out from the other's
 * "Your devices"; the signed-out browser is sent to the login page by itself.
 */
test("signing a device out from Your devices sends that browser to the login page", async ({ browser }) => {
  const person = await createClient("Two Browsers", "Device Studio");
  // Two browsers the list tells apart by their user agents.
  const kept = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  });
  const revoked = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  });
  try {
    const revokedPage = await revoked.newPage();
    await signInPage(revokedPage, person.phone);
    await revokedPage.goto("/dashboard/settings");
    await expect(revokedPage.getByRole("heading", { name: "Your devices" })).toBeVisible();

    const page = await kept.newPage();
    await signInPage(page, person.phone);
    await page.goto("/dashboard/settings");
    const rows = page.getByTestId("device-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("This device");
    await expect(rows.first()).toContainText("Firefox on Linux");
    await expect(rows.nth(1)).toContainText("Chrome on macOS");

    await rows.nth(1).getByRole("button", { name: "Sign out Chrome on macOS" }).click();
    await expect(page.getByText("Device signed out")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText("You are signed in only on this device.")).toBeVisible();

    // The other browser's open stream ends; its page refetches, hears 401 and goes to sign in.
    await revokedPage.waitForURL((url) => url.pathname === "/login");
    // The one that did it is still signed in.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your devices" })).toBeVisible();
  } finally {
    await kept.close();
    await revoked.close();
  }
});
