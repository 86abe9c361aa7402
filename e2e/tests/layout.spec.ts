import { expect } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("layout", () => {
  test("below 768 px a menu button opens a bottom drawer titled Menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary")).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the settings page shows the account read-only, with Not provided for empty values", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/settings");
    await expect(page.getByText("daniel@brooksbakery.com")).toBeVisible();
    await expect(page.getByText("Brooks Family Bakery")).toBeVisible();
    await expect(page.getByText("+1 555 010 0002")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });

  test("Sign Out ends the session and shows the spec's toast", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    // Signed out, a guarded page leads to sign-in, which brings the person back there afterwards.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});
