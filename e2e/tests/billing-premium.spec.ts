import { expect } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject } from "./revisions-setup.ts";

test("a client buys premium on the sandbox, sees it without a reload, then cancels it", async ({ page }) => {
  const client = await createClient("Premium Buyer", "Premium Bakery");
  await signInPage(page, client.phone);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Premium Buyer/ })).toBeVisible();
  await expect(page.getByText("Premium Active")).toHaveCount(0);

  await page.getByRole("button", { name: "Upgrade", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });
  await expect(dialog.getByText("$1.00")).toBeVisible();
  await expect(dialog.getByText("Monthly billing (Testing price)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Maybe Later" })).toBeVisible();

  // The checkout opens in a new tab.
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Start Subscription Now" }).click();
  const checkout = await popupPromise;
  await checkout.waitForURL(/\/api\/sandbox\/checkout\//);
  await expect(checkout.getByRole("heading", { name: "Premium Monthly" })).toBeVisible();
  await checkout.getByRole("button", { name: /^Pay/ }).click();
  await checkout.waitForURL(/\/dashboard\?checkout=success/);
  await checkout.close();

  // The first tab learns about it by itself (poll or focus), without a reload.
  await page.bringToFront();
  await expect(page.getByText("Premium Active")).toBeVisible({ timeout: 15_000 });

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  const manage = page.getByRole("dialog", { name: "Manage Subscription" });
  await expect(manage.getByText("Premium Monthly")).toBeVisible();
  await expect(manage.getByText("Next billing")).toBeVisible();
  await expect(manage.getByText("Active", { exact: true })).toBeVisible();
  await manage.getByRole("button", { name: "Cancel Subscription" }).click();
  // Asked first, as cancelling a feature is; Keep leaves it running.
  const confirm = page.getByRole("dialog", { name: "Cancel your premium subscription?" });
  await expect(confirm.getByText(/^You keep premium until [A-Z][a-z]+ \d{1,2}, \d{4}; after that/)).toBeVisible();
  await confirm.getByRole("button", { name: "Keep Subscription" }).click();
  await expect(confirm).toBeHidden();
  await expect(manage.getByText("Active", { exact: true })).toBeVisible();
  await manage.getByRole("button", { name: "Cancel Subscription" }).click();
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();

  await expect(page.getByText("Your subscription will be cancelled at the end of the current billing period")).toBeVisible();
  await expect(manage.getByText("Expires on")).toBeVisible();
  await expect(manage.getByText("Cancelled", { exact: true })).toBeVisible();
  const cancelledButton = manage.getByRole("button", {
    name: /^Subscription Cancelled - Expires [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  });
  await expect(cancelledButton).toBeDisabled();
  await expect(manage.getByText("Close", { exact: true })).toBeVisible();
  // Access continues until the end date.
  await expect(page.getByText("Premium Active")).toBeVisible();
});

test("a client with a demo buys premium in the portal and can then request a revision", async ({ page }) => {
  const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, premium: false, name: "Upgrade Then Revise" });
  await client.dispose();
  await signInPage(page, person.phone);
  await page.goto("/dashboard");

  // Without premium, Request Revision offers the upgrade.
  await page.getByRole("button", { name: "Request Revision" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
  const popupPromise = page.waitForEvent("popup");
  await upgrade.getByRole("button", { name: "Start Subscription Now" }).click();
  const checkout = await popupPromise;
  await checkout.getByRole("button", { name: /^Pay/ }).click();
  await checkout.waitForURL(/\/dashboard/);
  await checkout.close();

  await page.bringToFront();
  await expect(page.getByText("Premium Active")).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Request Revision" }).click();
  const request = page.getByRole("dialog", { name: /Request/ });
  await request.getByLabel(/Description/).fill("Please use our new logo in the header.");
  await request.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByText("Revision request submitted successfully").first()).toBeVisible();
});
