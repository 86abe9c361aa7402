import fs from "node:fs/promises";
import { expect } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** Three pending invoices of a new client whose name no other test uses; the admin's invoices list searched on it. */
async function clientWithInvoices(name: string) {
  const client = await createClient(name, `${name} Studio`);
  const admin = await apiSignIn(demo.admin.phone);
  for (const [amount, description] of [
    ["120.50", "Landing page"],
    ["80", '=HYPERLINK("http://x")'],
    ["300", "עיצוב לוגו"],
  ]) {
    const created = await admin.post("/api/admin/invoices", {
      multipart: { clientId: client.id, amount, description, status: "pending" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await admin.dispose();
  return client;
}

test("sorting by a column header and exporting the filtered list as CSV", async ({ page }) => {
  const name = `Export ${Date.now().toString(36)}`;
  await clientWithInvoices(name);
  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/invoices?search=${encodeURIComponent(name)}`);
  const table = page.getByTestId("invoices-table");
  await expect(table.getByRole("row")).toHaveCount(4);

  // A header is a button; the sorted column says so with aria-sort, and the order is in the URL.
  const amountHeader = table.getByRole("columnheader", { name: "Amount" });
  await amountHeader.getByRole("button").click();
  await expect(amountHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sort=amount&dir=asc|dir=asc&.*sort=amount|sort=amount.*dir=asc/);
  await expect(table.getByRole("row").nth(1)).toContainText("$80.00");
  await amountHeader.getByRole("button").click();
  await expect(amountHeader).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1)).toContainText("$300.00");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Invoice number,Client name,Client e-mail,Description,Amount,/);
  // The filtered set in the order on screen (amount, largest first), formulas defused, Hebrew intact.
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain("עיצוב לוגו,300,");
  expect(lines[2]).toContain("Landing page,120.5,");
  expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")",80,`);
});

test("a bulk action says what it will do, and marks every chosen invoice paid", async ({ page }) => {
  const name = `Bulk ${Date.now().toString(36)}`;
  await clientWithInvoices(name);
  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/invoices?search=${encodeURIComponent(name)}`);
  const table = page.getByTestId("invoices-table");
  await expect(table.getByRole("row")).toHaveCount(4);

  await table.getByRole("checkbox", { name: "Select every row on this page" }).check();
  const bar = page.getByRole("region", { name: "Invoices: bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Mark as paid" }).click();

  const dialog = page.getByRole("dialog", { name: "Mark 3 invoices as paid?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByText("3 invoices marked as paid")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByText("Paid", { exact: true })).toHaveCount(3);
  await expect(bar).toBeHidden();

  // Marking them again is refused as a whole, and the dialog names each invoice and why.
  await table.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await bar.getByRole("button", { name: "Mark as paid" }).click();
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Nothing was changed");
  await expect(refusal.getByRole("listitem")).toHaveCount(3);
  await expect(refusal.getByRole("listitem").first()).toContainText("is already paid");
});
