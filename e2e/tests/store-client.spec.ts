import { expect } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("feature store for clients", () => {
  test("lists the catalogue with search and details, in a compact layout on small screens", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/store");
    await expect(page.getByRole("heading", { name: "Feature Store" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Available Features" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: "Online Booking System" })).toBeVisible();

    await page.getByLabel("Search features").fill("search engines");
    await expect(page.getByRole("article")).toHaveCount(1);
    // Daniel already owns it (demo data): it cannot be bought twice.
    const seo = page.getByRole("article", { name: "SEO Optimization Package" });
    await expect(seo.getByRole("button", { name: "Purchased" })).toBeDisabled();
    await expect(seo.getByRole("button", { name: "Purchase Now" })).toHaveCount(0);
    await seo.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "SEO Optimization Package" });
    await expect(details.getByText("Estimated delivery: 7 days")).toBeVisible();
    await expect(details.getByText("One-time")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Search features").fill("");
    const monthly = page.getByRole("article", { name: "Monthly Content Updates" });
    await expect(monthly.getByText("/month")).toBeVisible();
    const box = await monthly.getByRole("img").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(90);
  });

  test("a closed store shows the full-screen Coming Soon overlay", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.route("**/api/store/settings", (route) => route.fulfill({ json: { storeOpen: false } }));
    await page.goto("/dashboard/store");
    const overlay = page.getByRole("dialog", { name: "Coming Soon" });
    await expect(overlay.getByText("This feature will be available soon")).toBeVisible();
    await expect(page.getByRole("button", { name: "Purchase Now" })).toHaveCount(0);
    await overlay.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("My Purchases shows the demo purchases with their badges, due texts and sorting", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/store");
    await page.getByRole("tab", { name: "My Purchases" }).click();

    const fresh = page.getByRole("article", { name: "SEO Optimization Package" });
    await expect(fresh.getByText("New Purchase")).toBeVisible();
    await expect(fresh.getByText("Paid", { exact: true })).toBeVisible();
    await expect(fresh.getByText(/^(30|29) days left$/)).toHaveClass(/text-green-700/);

    const overdue = page.getByRole("article", { name: "Multilingual Website" });
    await expect(overdue.getByText("Overdue", { exact: true })).toBeVisible();
    await expect(overdue.getByText("5 days overdue")).toHaveClass(/text-red-700/);
    await expect(overdue.getByText("New Purchase")).toHaveCount(0);

    const cancelled = page.getByRole("article", { name: "Monthly Content Updates" });
    await expect(cancelled.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(cancelled.getByText("Monthly", { exact: true })).toBeVisible();
    await expect(cancelled.getByText(/^Access until /)).toBeVisible();
    await expect(cancelled.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);

    const done = page.getByRole("article", { name: "Social Media Integration" });
    await expect(done.getByText("Completed")).toBeVisible();
    await expect(done.getByRole("progressbar")).toBeVisible();

    const names = () => page.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    expect((await names())[0]).toBe("SEO Optimization Package");
    await page.getByLabel("Sort by").selectOption("progress");
    expect((await names())[0]).toBe("Social Media Integration");
    await page.getByLabel("Sort by").selectOption("status");
    expect((await names()).at(-1)).toBe("Social Media Integration");
  });

  test("the payment pages say what happened, and success reloads purchases on the store page after 2 seconds", async ({
    page,
  }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/store/cancel");
    await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
    await expect(page.getByText("No charges have been made to your card.")).toBeVisible();
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/dashboard\/store$/);

    await page.addInitScript(() => {
      const opened = performance.now();
      window.addEventListener("purchaseCompleted", () => {
        (window as unknown as { purchaseCompletedAfter: number }).purchaseCompletedAfter = performance.now() - opened;
      });
    });
    await page.goto("/dashboard/store/success?session_id=sbx_cs_e2e_order");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("sbx_cs_e2e_order")).toBeVisible();
    // The toast's own controls speak the portal's language, not the library's.
    await expect(
      page.getByRole("region", { name: /^Notifications/ }).getByRole("button", { name: "Close notification" }),
    ).toBeVisible();
    await expect(
      page.getByText("Your feature has been added to your purchases list and will be completed within 30 days."),
    ).toBeVisible();
    const firedAfter = () =>
      page.evaluate(() => (window as unknown as { purchaseCompletedAfter?: number }).purchaseCompletedAfter);
    await expect.poll(firedAfter, { timeout: 5_000 }).toBeGreaterThanOrEqual(2000);

    let purchaseLoads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/store/purchases") purchaseLoads += 1;
    });
    await page.getByRole("link", { name: "Back to Store" }).click();
    await page.getByRole("tab", { name: "My Purchases" }).click();
    await expect(page.getByRole("article", { name: "SEO Optimization Package" })).toBeVisible();
    const loaded = purchaseLoads;
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("purchaseCompleted")));
    await expect.poll(() => purchaseLoads).toBeGreaterThan(loaded);
  });
});
