import { expect, type Locator } from "@playwright/test";
import { waitForCode } from "../fixtures/outbox.ts";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { withPhoneLock } from "../fixtures/phone-lock.ts";
import { test } from "../fixtures/test.ts";
import { boxOnPage, demoFrame } from "./demo-frame-helpers.ts";

const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(st|nd|rd|th)?,? \d{4}\b/;
const HEBREW_DATE = /\d{1,2} ב[א-ת]+׳? \d{4}/;

/** The centre of the pin lies inside the box of `element` in the (scaled) demo frame of `scope`. */
async function expectCentreInside(scope: Locator, inner: Locator, element: Locator) {
  await expect(async () => {
    const [a, b] = [await inner.boundingBox(), await boxOnPage(scope, element)];
    if (!a || !b) throw new Error("not laid out yet");
    const [x, y] = [a.x + a.width / 2, a.y + a.height / 2];
    expect(x).toBeGreaterThanOrEqual(b.x);
    expect(x).toBeLessThanOrEqual(b.x + b.width);
    expect(y).toBeGreaterThanOrEqual(b.y);
    expect(y).toBeLessThanOrEqual(b.y + b.height);
  }).toPass();
}

test.describe("words, dates and direction", () => {
  test("a Hebrew reader sees Hebrew months on the user page and lists, and ticket titles keep their order", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("portal.language", "he"));
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await page.getByRole("searchbox").fill("daniel@brooksbakery.com");
    // Each row's Manage link is named for its person (the name contains the visible word).
    await page.getByRole("link", { name: "ניהול Daniel Brooks" }).click();
    const main = page.locator("main");
    await expect(main.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expect(main).toContainText(HEBREW_DATE);
    expect(await main.innerText()).not.toMatch(ENGLISH_MONTH);

    await page.goto("/admin/support-tickets");
    const row = page.locator("tr", { hasText: "Copy of the deposit invoice" });
    await expect(row).toContainText(HEBREW_DATE);
    await row.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    // The English subject is isolated inside the Hebrew title: "פנייה מס' 0001: Copy of ..." in that order.
    await expect(dialog.locator("h2 bdi")).toHaveText(/Copy of the deposit invoice/);
    await expect(dialog.getByRole("heading").first()).toHaveText(/^פנייה מס' \d{4}: Copy of the deposit invoice/);
  });

  test("English reads one date form everywhere: no 'November 26th' beside 'Nov 24'", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await page.getByRole("searchbox").fill("daniel@brooksbakery.com");
    await page.getByRole("link", { name: "Manage Daniel Brooks" }).click();
    const main = page.locator("main");
    await expect(main.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expect(main).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await main.innerText()).not.toMatch(/\d(st|nd|rd|th), \d{4}/);
  });
});

test.describe("forms and feedback", () => {
  test("after a wrong code and then the right one, the error toast is gone with the success", async ({ page }) => {
    const person = await createClient("Toast Clearing", "Toast Clearing Shop");
    await page.goto("/login");
    await page.getByLabel("Phone number").fill(person.national);
    await withPhoneLock(person.phone, async () => {
      const since = new Date();
      await page.getByRole("button", { name: "Send Verification Code" }).click();
      const code = await waitForCode(person.phone, since);
      const wrong = code === "000000" ? "111111" : "000000";
      await page.getByLabel("Verification code").fill(wrong);
      await page.getByRole("button", { name: "Verify Code" }).click();
      await expect(page.getByText("Verification Error")).toBeVisible();
      await page.getByLabel("Verification code").fill(code);
      await page.getByRole("button", { name: "Verify Code" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    });
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    await expect(page.getByText("Verification Error")).toHaveCount(0);
  });

  test("Add Invoice: a refused file blocks Create until it is removed", async ({ page }) => {
    const client = await createClient("Refused File", "Refused File Shop");
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/users/${client.id}`);
    await page.getByRole("button", { name: "Add Invoice" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Invoice" });
    await dialog.getByLabel("Amount ($)").fill("25");
    await dialog.getByLabel("Description").fill("Logo work");
    const create = dialog.getByRole("button", { name: "Create Invoice" });
    await expect(create).toBeEnabled();
    await dialog.getByLabel("File (optional)").setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just some text, not a PDF"),
    });
    await expect(dialog.getByRole("alert")).toContainText("fake.pdf");
    await expect(create).toBeDisabled();
    await dialog.getByRole("button", { name: "Remove file" }).click();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(create).toBeEnabled();
  });
});

test.describe("tables", () => {
  test("at 1280 px the invoices table shows every spec column, with compact rows and the actions in one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    const table = page.getByTestId("invoices-table");
    const first = table.locator("tbody tr").first();
    await expect(first).toBeVisible();
    // The first header also holds the select-all box.
    await expect(table.getByRole("columnheader", { name: /Invoice #$/ })).toBeVisible();
    for (const column of ["Client", "Description", "Amount", "Date", "Due Date", "Status", "Type", "Billing", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    // Nothing folded into other cells any more.
    await expect(first.getByText(/^Date:/)).toBeHidden();
    const tops = await first
      .locator("td")
      .last()
      .locator("button:visible, a:visible")
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tops).size).toBe(1);
    // An editable invoice's row is compact (about 100 px before).
    const editable = table.locator("tbody tr").filter({ has: page.locator("button:enabled[aria-label^='Edit invoice']") });
    const box = await editable.first().boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(80);

    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/invoices");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    for (const column of ["Invoice #", "Description", "Amount", "Date", "Due Date", "Status", "Type", "Billing", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    // A client sorts their own invoices: "Client e-mail" would mean nothing to them.
    await expect(page.getByLabel("Sort by").locator("option")).not.toContainText(["Client e-mail"]);
    expect(await page.getByLabel("Sort by").locator("option").allTextContents()).not.toContain("Client e-mail");
  });
});

test.describe("demo data", () => {
  test("Daniel's revision #0001: pin 1 sits on the headline it talks about, not on the Order now button", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/revisions");
    const card = page.getByTestId("revision-card").filter({ hasText: "Please make the opening headline larger" });
    await card.getByRole("button", { name: "View Revision Request on Site" }).click();
    const onSite = page.getByRole("dialog", { name: "View Revision Request on Site" });
    const pin = onSite.getByRole("button", { name: /Make this headline bigger and bolder/ });
    await expect(pin).toBeVisible();
    await expectCentreInside(onSite, pin, demoFrame(onSite).locator("#home > h2"));
  });
});
