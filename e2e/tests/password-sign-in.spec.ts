import { expect } from "@playwright/test";
import { waitForEmail } from "../fixtures/outbox.ts";
import { createClient } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("a client sets a password from the e-mailed link and signs in with it instead of a code", async ({ page }) => {
  const client = await createClient("Paula Password", "Password Bakery");
  const link = (await waitForEmail(client.email)).text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0] ?? "";
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel("New Password").fill("correct-horse-battery");
  await page.getByLabel("Confirm Password").fill("correct-horse-battery");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Sign in with e-mail and password" }).click();
  await page.getByLabel("E-mail").fill(client.email);
  await page.getByLabel("Password").fill("wrong-horse-battery");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("The e-mail or password is not correct.");
  // The message goes as soon as the field is changed.
  await page.getByLabel("Password").fill("correct-horse-battery");
  await expect(alert).toHaveCount(0);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Paula Password" })).toBeVisible();
});

test("password sign-in says when no password was set, in both languages, and offers the code back", async ({ page }) => {
  const client = await createClient("Nora Nopass", "No Password Studio");
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with e-mail and password" }).click();
  await page.getByLabel("E-mail").fill(client.email);
  await page.getByLabel("Password").fill("any-password-123");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "No password has been set for this account yet. Sign in with an SMS code, or use the link in your invitation e-mail to set one.",
  );

  await page.evaluate(() => localStorage.setItem("portal.language", "he"));
  await page.reload();
  await page.getByRole("button", { name: 'התחברות עם דוא"ל וסיסמה' }).click();
  await page.getByLabel('דוא"ל').fill(client.email);
  await page.getByLabel("סיסמה").fill("any-password-123");
  await page.getByRole("button", { name: "התחברות", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("עדיין לא הוגדרה סיסמה לחשבון הזה");
  await page.getByRole("button", { name: "התחברות עם קוד ב-SMS במקום" }).click();
  await expect(page.getByLabel("מספר טלפון")).toBeVisible();
});
