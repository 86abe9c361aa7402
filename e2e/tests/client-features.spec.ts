import { expect } from "@playwright/test";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("client features (admin)", () => {
  test("lists buyers with summary cards and filters, and opens a client's features", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/client-features");
    await expect(page.getByRole("heading", { name: "Client Features" })).toBeVisible();
    await expect(page.getByText("Total Features Purchased")).toBeVisible();
    await expect(page.getByText("Average Feature Price")).toBeVisible();

    await page.getByLabel("Search by client email").fill("daniel@brooks");
    const row = page.getByRole("row", { name: /daniel@brooksbakery\.com/ });
    await expect(row).toBeVisible();
    await page.getByLabel("Feature type").selectOption("monthly");
    await expect(row.getByRole("cell").nth(1)).toHaveText("2");
    await page.getByLabel("Feature type").selectOption("");
    await page.getByLabel("Purchase date").selectOption("7");
    await expect(row.getByRole("cell").nth(1)).toHaveText("1");
    await page.getByLabel("Purchase date").selectOption("");

    await row.getByRole("button", { name: "View Features for daniel@brooksbakery.com" }).click();
    await expect(page.getByRole("heading", { name: "Features for daniel@brooksbakery.com" })).toBeVisible();
    await expect(page.getByText("Total features: 5")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("completed");
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row", { name: /Social Media Integration/ })).toBeVisible();
    await page.getByRole("button", { name: "Back to Clients" }).click();
    await expect(page.getByLabel("Search by client email")).toBeVisible();
  });

  test("an admin sets progress and moves a purchase to completed", async ({ page, browser }) => {
    const buyer = await createClient("Feature Buyer", "Buyer Co");
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signInPage(client, buyer.phone);
    await client.goto("/dashboard/store");
    await client.getByRole("article", { name: "Online Store Setup" }).getByRole("button", { name: "Purchase Now" }).click();
    await client.getByRole("button", { name: /^Pay / }).click();
    await expect(client.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await clientContext.close();

    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/client-features");
    await page.getByLabel("Search by client email").fill(buyer.email);
    await page.getByRole("button", { name: `View Features for ${buyer.email}` }).click();
    await expect(page.getByRole("heading", { name: `Features for ${buyer.email}` })).toBeVisible();

    const progress = page.getByRole("spinbutton", { name: "Progress of Online Store Setup (%)" });
    // Out of range: the field says the range instead of quietly going back.
    const range = page.getByText("Progress must be a whole number from 0 to 100.");
    await progress.fill("-5");
    await progress.press("Enter");
    await expect(range).toBeVisible();
    await progress.fill("150");
    await expect(range).toHaveCount(0);
    await progress.press("Enter");
    await expect(range).toBeVisible();
    await progress.fill("40");
    await progress.press("Enter");
    await expect(page.getByText("Progress set to 40%")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress of Online Store Setup (%)" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );

    await page.getByLabel("Status of Online Store Setup").selectOption("completed");
    await expect(page.getByText("Status Updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Feature status updated to Completed")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress of Online Store Setup (%)" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(page.getByRole("spinbutton")).toHaveCount(0);
  });
});
