import { expect, type Page } from "@playwright/test";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

async function buy(page: Page, title: string, price: string) {
  await page.goto("/dashboard/store");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Purchase Now" }).click();
  await page.waitForURL(/\/api\/sandbox\/checkout\//);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${price}` }).click();
  await page.waitForURL(/\/dashboard\/store\/success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
}

test("a client buys a one-time and a monthly feature on the sandbox, sees them with their invoices, and cancels the monthly one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = await createClient("Store Buyer", "Store Buyer Ltd");
  await signInPage(page, buyer.phone);

  await page.goto("/dashboard/store");
  await page.getByRole("tab", { name: "My Purchases" }).click();
  await expect(page.getByText("No Purchases")).toBeVisible();

  await buy(page, "SEO Optimization Package", "$99.00");
  await buy(page, "Priority Support", "$19.00");

  await page.getByRole("link", { name: "Back to Store" }).click();
  await page.getByRole("tab", { name: "My Purchases" }).click();
  const oneTime = page.getByRole("article", { name: "SEO Optimization Package" });
  const monthly = page.getByRole("article", { name: "Priority Support" });
  for (const card of [oneTime, monthly]) {
    await expect(card.getByText("New Purchase")).toBeVisible();
    await expect(card.getByText("Paid", { exact: true })).toBeVisible();
    await expect(card.getByText("30 days left")).toBeVisible();
  }
  await expect(oneTime.getByText("One-time", { exact: true })).toBeVisible();
  await expect(oneTime.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expect(monthly.getByText("Monthly", { exact: true })).toBeVisible();

  // Owned features cannot be bought again: one-time ones show Purchased, running subscriptions Subscribed.
  await page.getByRole("tab", { name: "Available Features" }).click();
  await expect(
    page.getByRole("article", { name: "SEO Optimization Package" }).getByRole("button", { name: "Purchased" }),
  ).toBeDisabled();
  await expect(
    page.getByRole("article", { name: "Priority Support" }).getByRole("button", { name: "Subscribed" }),
  ).toBeDisabled();

  await page.goto("/dashboard/invoices");
  await expect(page.getByRole("row").filter({ hasText: "SEO Optimization Package" })).toContainText("Auto-generated");
  await expect(page.getByRole("row").filter({ hasText: "Priority Support" })).toContainText("Auto-generated");

  await page.goto("/dashboard/store");
  await page.getByRole("tab", { name: "My Purchases" }).click();
  await monthly.getByRole("button", { name: "Cancel Subscription" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this subscription?" });
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByText("Subscription Cancelled")).toBeVisible();
  await expect(monthly.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expect(monthly.getByText(/Cancels at the end of the billing cycle|^Access until /)).toBeVisible();

  // A cancelled subscription may be taken again.
  await page.getByRole("tab", { name: "Available Features" }).click();
  await expect(
    page.getByRole("article", { name: "Priority Support" }).getByRole("button", { name: "Purchase Now" }),
  ).toBeEnabled();
});
