import { expect, type Locator, type Page } from "@playwright/test";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Picks today in a date field's calendar (it opens on the current month). */
async function pickToday(page: Page, label: string) {
  await page.getByRole("button", { name: `Calendar for ${label}`, exact: true }).click();
  await page.getByRole("button", { name: /^Today/ }).click();
}

/** Types a fragment into a client picker and chooses the one option that matches it. */
async function chooseClient(scope: Page | Locator, fragment: string) {
  const picker = scope.getByRole("combobox", { name: "Client", exact: true });
  await picker.fill(fragment);
  const option = scope.getByRole("listbox").getByRole("option").filter({ hasText: fragment });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
}

test.describe("Invoices", () => {
  test("an admin adds an invoice with a PDF, edits and filters it; the client opens, downloads and filters it", async ({
    page,
    browser,
  }) => {
    const client = await createClient("Ivy Invoice", `Invoice Test ${Date.now()}`);
    const description = `Brand kit ${Date.now()}`;

    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();

    await page.getByRole("button", { name: "Add Invoice" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Invoice" });
    const submit = dialog.getByRole("button", { name: "Create Invoice" });
    await chooseClient(dialog, client.email);
    await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveValue(`${client.fullName} (${client.email})`);
    await dialog.getByLabel("Amount ($)").fill("321.45");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByLabel("File (optional)").setInputFiles({ name: "brand-kit.pdf", mimeType: "application/pdf", buffer: PDF });
    await submit.click();
    await expect(page.getByText("Invoice created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("searchbox", { name: "Search invoices" }).fill(description.toUpperCase());
    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(page.getByText(/^1 of \d+ invoices$/)).toBeVisible();
    await expect(row).toContainText(client.email);
    await expect(row).toContainText("$321.45");
    await expect(row).toContainText("No due date");
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Manual");
    // The first cell also holds the dates below 1536 px; the number is its first line.
    const invoiceNumber = ((await row.getByRole("cell").first().locator("p").first().textContent()) ?? "").trim();
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    await row.getByRole("button", { name: `Edit invoice ${invoiceNumber}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit invoice ${invoiceNumber}` });
    await edit.getByLabel("Amount ($)").fill("400");
    await edit.getByLabel("Status").selectOption("paid");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Invoice updated successfully")).toBeVisible();
    await expect(row).toContainText("$400.00");
    await expect(row).toContainText("Paid");

    await page.getByRole("searchbox", { name: "Search invoices" }).fill(`${description} nothing like it`);
    await expect(page.getByText("No invoices found matching your filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("searchbox", { name: "Search invoices" })).toHaveValue("");

    // The client's side, in a separate browser context.
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    await signInPage(clientPage, client.phone);
    await clientPage.goto("/dashboard/invoices");
    const clientRow = clientPage.getByRole("row").filter({ hasText: invoiceNumber });
    await expect(clientRow).toContainText(description);
    await expect(clientRow).toContainText("$400.00");
    await expect(clientPage.getByText("1 of 1 invoices")).toBeVisible();
    await expect(clientPage.getByRole("columnheader", { name: "Client" })).toHaveCount(0);

    const open = clientRow.getByRole("link", { name: `Open the file of invoice ${invoiceNumber}` });
    const opened = await clientPage.request.get((await open.getAttribute("href")) ?? "");
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("application/pdf");

    const downloading = clientPage.waitForEvent("download");
    await clientRow.getByRole("button", { name: `Download the file of invoice ${invoiceNumber}` }).click();
    expect((await downloading).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

    // From is picked in the calendar; To is typed as dd/MM/yyyy.
    await pickToday(clientPage, "From date");
    const from = clientPage.getByRole("textbox", { name: "From date", exact: true });
    await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await clientPage.getByRole("textbox", { name: "To date", exact: true }).fill(await from.inputValue());
    await expect(clientRow).toBeVisible();
    await expect(clientPage.getByText("1 of 1 invoices")).toBeVisible();
    await clientPage.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(from).toHaveValue("");
    await context.close();
  });

  test("a client without invoices sees both empty states", async ({ page }) => {
    const client = await createClient("Eve Empty", `Empty Invoices ${Date.now()}`);
    await signInPage(page, client.phone);
    await page.goto("/dashboard/invoices");
    await expect(page.getByText("No invoices found", { exact: true })).toBeVisible();
    await expect(page.getByText("0 of 0 invoices")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill("anything");
    await expect(page.getByText("No invoices found matching your filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByText("No invoices found", { exact: true })).toBeVisible();
  });

  test("the demo client sees auto-generated invoices and the admin's test card makes a TEST- invoice", async ({ page }) => {
    await signInPage(page, demo.ilClient.phone);
    await page.goto("/dashboard/invoices");
    await expect(page.getByRole("row").filter({ hasText: "Online Booking" })).toContainText("Auto-generated");
    await expect(page.getByText("Debug:")).toHaveCount(0);

    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    // Searched, since other specs' invoices may fill the first page.
    await page.getByRole("searchbox", { name: "Search invoices" }).fill("Site analytics dashboard");
    await expect(page.getByRole("row").filter({ hasText: "Site analytics dashboard" })).toContainText(
      "PDF will be available soon",
    );
    const client = await createClient("Tess Test", `Test Card ${Date.now()}`);
    await page.reload();
    await chooseClient(page.getByRole("form", { name: "Test invoice" }), client.email);
    await expect(page.getByLabel("Amount ($)")).toHaveValue("29.99");
    await page.getByRole("button", { name: "Create test invoice" }).click();
    await expect(page.getByText("Test invoice created successfully")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill("TEST-");
    await expect(page.getByRole("row").filter({ hasText: client.email }).first()).toContainText("TEST-INV-");
  });
});

test("below 768 px the invoices are cards with the same facts", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, demo.usClient.phone);
  await page.goto("/dashboard/invoices");
  const cards = page.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "Logo refresh" })).toContainText("Overdue");
  await expect(cards.filter({ hasText: "Site analytics dashboard" })).toContainText("PDF will be available soon");
  await expect(page.getByRole("table")).toHaveCount(0);
});
