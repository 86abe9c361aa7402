import { expect } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("switching to Hebrew turns the shell right-to-left, and the choice persists", async ({ page }) => {
  await signInPage(page, demo.usClient.phone);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Switch language" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("link", { name: "הגדרות" })).toBeVisible();
  await expect(page.getByRole("button", { name: "התנתקות" })).toBeVisible();
  // The sidebar sits on the right in right-to-left.
  const box = await page.getByRole("complementary").boundingBox();
  expect(box && box.x > 500).toBeTruthy();

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "החלפת שפה" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the login screen is in Hebrew when Hebrew is chosen", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Switch language" }).click();
  await expect(page.getByRole("heading", { name: "התחברות" })).toBeVisible();
  await expect(page.getByRole("button", { name: "שליחת קוד אימות" })).toBeVisible();
});
