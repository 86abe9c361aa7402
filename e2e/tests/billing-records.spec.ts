import { expect, type Page } from "@playwright/test";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const toasts = (page: Page, type: "success" | "error" | "warning") => page.locator(`[data-sonner-toast][data-type="${type}"]`);
const toast = (page: Page, type: "success" | "error" | "warning", text: string | RegExp) =>
  toasts(page, type).filter({ hasText: text });

test.describe("billing records tell the truth", () => {
  test("a demo client cancels their demo monthly feature", async ({ page }) => {
    await signInPage(page, demo.ilClient.phone);
    await page.goto("/dashboard/store");
    await page.getByRole("tab", { name: "My Purchases" }).click();
    const card = page.getByRole("article", { name: "Priority Support" });
    await card.getByRole("button", { name: "Cancel Subscription" }).click();
    await page
      .getByRole("dialog", { name: "Cancel this subscription?" })
      .getByRole("button", { name: "Cancel Subscription" })
      .click();
    await expect(page.getByText("Subscription Cancelled")).toBeVisible();
    await expect(toasts(page, "error")).toHaveCount(0);
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  });

  test("a checkout the client backed out of is not a purchase; the admin sees it as abandoned", async ({ page, browser }) => {
    const buyer = await createClient("Backing Out Client", "Backing Out Ltd");
    await signInPage(page, buyer.phone);
    await page.goto("/dashboard/store");
    await page.getByRole("article", { name: "Online Store Setup" }).getByRole("button", { name: "Purchase Now" }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
    await page.getByRole("link", { name: "Try Again" }).click();
    await page.getByRole("tab", { name: "My Purchases" }).click();
    await expect(page.getByText("No Purchases")).toBeVisible();

    // A real purchase, so the admin's list has this client.
    await page.getByRole("tab", { name: "Available Features" }).click();
    await page.getByRole("article", { name: "Online Booking System" }).getByRole("button", { name: "Purchase Now" }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await page.goto("/dashboard/store");
    await page.getByRole("tab", { name: "My Purchases" }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Online Store Setup" })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInPage(admin, demo.admin.phone);
    await admin.goto("/admin/client-features");
    await admin.getByLabel("Search by client email").fill(buyer.email);
    await admin.getByRole("button", { name: `View Features for ${buyer.email}` }).click();
    await expect(admin.getByText("Total features: 1")).toBeVisible();
    const unfinished = admin.getByRole("region", { name: "Unfinished checkouts" });
    await expect(unfinished.getByText("Online Store Setup")).toBeVisible();
    await expect(unfinished.getByText("Abandoned")).toBeVisible();
    await adminContext.close();
  });

  test("Settings: sync and backfill say how many succeeded and failed", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/settings");
    await page.getByRole("button", { name: "Run sync" }).click();
    await expect(toast(page, "success", /Sync completed successfully.*Synced \d+ users?\./s)).toBeVisible();

    const sync = (failed: number, synced: number) => ({
      success: failed === 0,
      total: failed + synced,
      synced,
      failed,
      message: "",
      updates: [],
    });
    await page.route("**/api/admin/billing/sync-subscription-ids", (route) => route.fulfill({ json: sync(2, 3) }));
    await page.getByRole("button", { name: "Run sync" }).click();
    await expect(toast(page, "warning", "Synced 3 of 5 users, 2 failed.")).toBeVisible();
    await page.route("**/api/admin/billing/sync-subscription-ids", (route) => route.fulfill({ json: sync(4, 0) }));
    await page.getByRole("button", { name: "Run sync" }).click();
    await expect(toast(page, "error", "All 4 users failed to sync.")).toBeVisible();
    await expect(toast(page, "error", "Sync error")).toBeVisible();

    const backfill = (failed: number, updated: number, total: number) => ({
      updated,
      total_processed: total,
      failed,
      message: "",
      results: [],
    });
    await page.route("**/api/admin/billing/backfill-payment-ids", (route) => route.fulfill({ json: backfill(1, 2, 3) }));
    await page.getByRole("button", { name: "Run backfill" }).click();
    await expect(toast(page, "warning", "Updated 2 out of 3 purchases with payment IDs, 1 failed.")).toBeVisible();
    await page.route("**/api/admin/billing/backfill-payment-ids", (route) => route.fulfill({ json: backfill(3, 0, 3) }));
    await page.getByRole("button", { name: "Run backfill" }).click();
    await expect(toast(page, "error", "All 3 purchases failed to backfill.")).toBeVisible();
  });
});
