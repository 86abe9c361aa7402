import { expect } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const ROWS = 60;

test("a client's 60 invoices on the admin's user page: n of m, and the page survives reload and Back", async ({ page }) => {
  test.setTimeout(120_000);
  const client = await createClient("Sixty Invoices", "Sixty Bakery");
  const admin = await apiSignIn(demo.admin.phone);
  for (let i = 1; i <= ROWS; i++) {
    const created = await admin.post("/api/admin/invoices", {
      multipart: { clientId: client.id, amount: String(10 + i), description: `Monthly care ${i}`, status: "pending" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await admin.dispose();

  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/users/${client.id}`);
  const pager = page.getByRole("navigation", { name: "Invoices: pages" });
  await expect(pager.getByText("Showing 1–25 of 60")).toBeVisible();
  await expect(pager.getByText("Page 1 of 3")).toBeVisible();

  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText("Showing 26–50 of 60")).toBeVisible();
  await expect(page).toHaveURL(/[?&]invoices\.page=2/);

  await page.reload();
  await expect(pager.getByText("Showing 26–50 of 60")).toBeVisible();

  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText("Showing 51–60 of 60")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.goBack();
  await expect(pager.getByText("Showing 26–50 of 60")).toBeVisible();
  await page.goForward();
  await expect(pager.getByText("Showing 51–60 of 60")).toBeVisible();
});

test("the admin invoices list keeps its search and page in the URL across reload, Back and a shared link", async ({
  page,
  browser,
}) => {
  const client = await createClient("Shared Link Client", "Shared Link Bakery");
  const admin = await apiSignIn(demo.admin.phone);
  const marker = `Sharedlink${Date.now()}`;
  for (let i = 1; i <= 30; i++) {
    const created = await admin.post("/api/admin/invoices", {
      multipart: { clientId: client.id, amount: "12", description: `${marker} ${i}`, status: "pending" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await admin.dispose();

  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/invoices");
  await page.getByRole("searchbox", { name: "Search invoices" }).fill(marker);
  const pager = page.getByRole("navigation", { name: "Invoices: pages" });
  await expect(pager.getByText(/^Showing 1–25 of 30 \(of \d+ in all\)$/)).toBeVisible();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText(/^Showing 26–30 of 30/)).toBeVisible();
  const shared = page.url();
  expect(shared).toContain(`search=${marker}`);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search invoices" })).toHaveValue(marker);
  await expect(pager.getByText(/^Showing 26–30 of 30/)).toBeVisible();
  await page.goBack();
  await expect(pager.getByText(/^Showing 1–25 of 30/)).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInPage(otherPage, demo.admin.phone);
  await otherPage.goto(shared);
  await expect(otherPage.getByRole("navigation", { name: "Invoices: pages" }).getByText(/^Showing 26–30 of 30/)).toBeVisible();
  await other.close();
});
