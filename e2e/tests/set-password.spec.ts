import { expect } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { waitForEmail } from "../fixtures/outbox.ts";
import { createClient } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("a new client sets a password from the e-mailed link and can sign in with it", async ({ page, request }) => {
  const client = await createClient("Lena Park", "Park Florist");
  const mail = await waitForEmail(client.email);
  const link = mail.text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0] ?? "";
  expect(link).toContain("/set-password?");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText(`Create a secure password for ${client.email}`)).toBeVisible();

  const submit = page.getByRole("button", { name: "Set Password" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("New Password").fill("correct-horse-battery");
  await page.getByLabel("Confirm Password").fill("correct-horse-batter");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel("Confirm Password").fill("correct-horse-battery");
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated successfully")).toBeVisible();

  const signIn = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    data: { email: client.email, password: "correct-horse-battery" },
    headers: { origin: BASE_URL },
  });
  expect(signIn.ok()).toBeTruthy();

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel("New Password").fill("another-password-1");
  await page.getByLabel("Confirm Password").fill("another-password-1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("alert")).toContainText("expired or was already used");
});

test("the set-password page refuses a missing link", async ({ page }) => {
  await page.goto("/set-password?email=someone%40example.test");
  await expect(page.getByRole("alert")).toContainText("needs the link from your invitation e-mail");
});
