import { expect } from "@playwright/test";
import { E2E_PORT } from "../e2e-env.ts";
import { createClient, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/**
 * The suite's portal runs without PUBLIC_URL (the embedded default), so opened at another address
 * of the same machine it must accept that address: sign-in, saves and sign-out all work there.
 */
const servedAt = `http://127.0.0.1:${E2E_PORT}`;
test.use({ baseURL: servedAt });

test("at 127.0.0.1 a client signs in, saves, and signs out for good", async ({ page }) => {
  const client = await createClient("Origin Client", "Origin Bakery");
  await signInThroughUi(page, client);
  await expect(page).toHaveURL(`${servedAt}/dashboard`);

  await page.goto("/dashboard/support");
  await page.getByLabel("Subject").fill("Opened at 127.0.0.1");
  await page.getByLabel("Message").fill("Saving works at the address the portal was opened at.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Open ticket #/ })).toContainText("Opened at 127.0.0.1");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(`${servedAt}/login`);
  await page.reload();
  await expect(page).toHaveURL(`${servedAt}/login`);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(`${servedAt}/login?next=%2Fdashboard`);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test("when the server does not end the session, Sign Out says so and the person stays signed in", async ({ page }) => {
  const client = await createClient("Sign-out Client", "Sign-out Bakery");
  await signInThroughUi(page, client);
  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ code: "sign_out_failed", message: "You could not be signed out. Please try again." }),
    }),
  );
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Sign Out Error")).toBeVisible();
  await expect(page.getByText("You are still signed in. Please try again.")).toBeVisible();
  await expect(page.getByText("Logged out successfully")).toHaveCount(0);
  await expect(page).toHaveURL(`${servedAt}/dashboard`);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Sign-out Client" })).toBeVisible();

  // Once the server answers again, signing out works.
  await page.unroute("**/api/auth/sign-out");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(`${servedAt}/login`);
});
