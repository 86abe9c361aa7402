import { expect } from "@playwright/test";
import { createClient, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { addVirtualAuthenticator } from "../fixtures/virtual-authenticator.ts";

/**
 * Issue 28 §3, decision 113: a client adds a passkey in their settings, names it, signs out and
 * signs in again with the passkey alone, with no phone number and no SMS code.
 */
test("a client adds a passkey and signs in with it instead of an SMS code", async ({ page }) => {
  const person = await createClient("Pasha Key", "Keystone Bakery");
  await addVirtualAuthenticator(page);
  await signInThroughUi(page, person);
  await page.goto("/dashboard/settings");
  const card = page.locator("[aria-labelledby=passkeys-title]");
  await expect(card.getByText("You have no passkeys yet.")).toBeVisible();
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Your passkey was added")).toBeVisible();
  await expect(card.getByText(/^Added /)).toBeVisible();
  await card.getByRole("button", { name: "Rename Passkey" }).click();
  await card.getByLabel("Name of the passkey").fill("Bakery laptop");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Bakery laptop")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/login"));
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
  const me = (await (await page.request.get("/api/me")).json()) as { id: string };
  expect(me.id).toBe(person.id);
  await expect(page.getByLabel("Phone number")).toHaveCount(0);
});
