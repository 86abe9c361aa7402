import { expect, type Page } from "@playwright/test";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** Opens Add Invoice on the admin's Invoices screen and returns it with its client picker. */
async function openAddInvoice(page: Page, name: string, clientLabel: string) {
  await page.getByRole("button", { name, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name });
  return { dialog, picker: dialog.getByRole("combobox", { name: clientLabel, exact: true }) };
}

test.describe("the client picker", () => {
  test("searches the server by name or phone, in natural order, and is chosen with the keyboard", async ({ page }) => {
    const tag = `Pick${Date.now().toString(36)}`;
    const two = await createClient(`${tag} Scale2`, "Picker Two");
    await createClient(`${tag} Scale10`, "Picker Ten");
    await createClient(`${tag} Scale1`, "Picker One");
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    const { dialog, picker } = await openAddInvoice(page, "Add Invoice", "Client");
    await expect(picker).toHaveAccessibleName("Client");
    await expect(picker).toHaveAttribute("placeholder", "Search by name, e-mail or phone");

    await picker.fill(tag);
    const options = dialog.getByRole("listbox").getByRole("option");
    await expect(options).toHaveCount(3);
    // Natural order: 1, 2, 10 (text order would put 10 before 2).
    await expect(options.nth(0)).toContainText(`${tag} Scale1`);
    await expect(options.nth(1)).toContainText(`${tag} Scale2`);
    await expect(options.nth(2)).toContainText(`${tag} Scale10`);
    await expect(dialog.getByRole("status")).toHaveText("3 clients found");

    await picker.press("ArrowDown");
    await picker.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(picker).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await picker.press("Enter");
    await expect(picker).toHaveValue(`${tag} Scale2 (${two.email})`);
    await expect(picker).toHaveAttribute("aria-expanded", "false");

    // A phone typed the way people write it finds its client; Escape closes the list, not the dialog.
    await picker.fill(`(${two.national.slice(0, 3)}) ${two.national.slice(3, 6)}-${two.national.slice(6)}`);
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`${tag} Scale2`);
    await picker.press("Escape");
    await expect(picker).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
  });

  test("reads right to left in Hebrew, with Hebrew words", async ({ page }) => {
    const tag = `Heb${Date.now().toString(36)}`;
    await createClient(`${tag} Client`, "Hebrew Picker");
    await page.addInitScript(() => window.localStorage.setItem("portal.language", "he"));
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    const { dialog, picker } = await openAddInvoice(page, "הוספת חשבונית", "לקוח");
    await expect(picker).toHaveAccessibleName("לקוח");
    await expect(picker).toHaveAttribute("placeholder", 'חיפוש לפי שם, דוא"ל או טלפון');
    await picker.fill(tag);
    await expect(dialog.getByRole("listbox").getByRole("option")).toHaveCount(1);
    await expect(dialog.getByRole("status")).toHaveText("לקוחות שנמצאו: 1");
    const [list, field] = [await dialog.getByRole("listbox").boundingBox(), await picker.boundingBox()];
    // The list opens under the field, as wide as it, in the right-to-left dialog.
    expect(list && field && Math.abs(list.x + list.width - (field.x + field.width))).toBeLessThan(2);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("typed dates", () => {
  for (const { lang, from, invalid, noSuchDay } of [
    {
      lang: "en",
      from: "From date",
      invalid: "Type the date as dd/MM/yyyy, for example 26/11/2026",
      noSuchDay: "31/02/2026 is not a date in the calendar",
    },
    {
      lang: "he",
      from: "מתאריך",
      invalid: "יש להקליד את התאריך בתבנית dd/MM/yyyy, למשל 26/11/2026",
      noSuchDay: "31/02/2026 אינו תאריך קיים בלוח השנה",
    },
  ]) {
    test(`the From filter takes dd/MM/yyyy and explains a wrong date (${lang})`, async ({ page }) => {
      await page.addInitScript((language) => window.localStorage.setItem("portal.language", language), lang);
      await signInPage(page, demo.usClient.phone);
      await page.goto("/dashboard/invoices");
      const field = page.getByRole("textbox", { name: from, exact: true });
      await expect(field).toHaveAttribute("placeholder", "dd/MM/yyyy");
      await field.fill("2026-02-01");
      await field.press("Tab");
      await expect(page.getByRole("alert").filter({ hasText: invalid })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill("31/02/2026");
      await field.press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: noSuchDay })).toBeVisible();
      await expect(page).not.toHaveURL(/from=/);

      await field.fill("1/1/2099");
      await expect(page).toHaveURL(/from=2099-01-01/);
      await field.press("Tab");
      await expect(field).toHaveValue("01/01/2099");
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    });
  }
});
