import { expect, type Page } from "@playwright/test";
import { pngOfSize } from "../fixtures/images.ts";
import { waitForEmail } from "../fixtures/outbox.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { buyPremium } from "./revisions-setup.ts";

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, "");
const linkIn = (text: string) => text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0] ?? "";

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(pathOf(link));
  await page.getByLabel("New Password").fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
}

test("an admin resends an invite: the old link stops working, the new one sets the password", async ({ page, browser }) => {
  const client = await createClient("Rita Resend", `Resend Studio ${Date.now()}`);
  const firstLink = linkIn((await waitForEmail(client.email)).text);

  const admin = await browser.newPage();
  await signInPage(admin, demo.admin.phone);
  await admin.goto(`/admin/users/${client.id}`);
  await expect(admin.getByText("Has not set a password yet")).toBeVisible();
  await admin.getByRole("button", { name: "Resend invite" }).click();
  const ask = admin.getByRole("dialog", { name: "Send a new set-password link?" });
  await expect(ask).toContainText(client.email);
  await ask.getByRole("button", { name: "Send new link" }).click();
  await expect(admin.getByText(`A new set-password link was sent to ${client.email}`)).toBeVisible();

  let secondLink = "";
  await expect(async () => {
    secondLink = linkIn((await waitForEmail(client.email)).text);
    expect(secondLink).not.toBe(firstLink);
  }).toPass();

  await setPassword(page, firstLink, "first-link-password");
  await expect(page.getByRole("alert")).toContainText("expired or was already used");
  await setPassword(page, secondLink, "second-link-password");
  await expect(page).toHaveURL(/\/login$/);

  await admin.reload();
  await expect(admin.getByText(client.email).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Resend invite" })).toHaveCount(0);
});

test("the user page's project card has Advanced (the project dialog) and warns of a past delivery date", async ({ page }) => {
  const client = await createClient("Adam Advanced", `Advanced Studio ${Date.now()}`);
  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/users/${client.id}`);
  await expect(page.getByTestId("premium-state")).toHaveText("Not subscribed");
  await page.getByRole("button", { name: "Create Project" }).click();
  // The toast, not the page's activity, which also shows "Project created" as it happens.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Project created" })).toBeVisible();

  await page.getByRole("button", { name: "Advanced" }).click();
  const dialog = page.getByRole("dialog", { name: `Project: ${client.businessName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit Project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Edit Project" }).click();
  const warning = page.getByText("This date is in the past: the client's countdown will show Expired.");
  await page.getByLabel("Estimated Delivery").fill("2020-01-15");
  await expect(warning).toBeVisible();
  const future = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("Estimated Delivery").fill(future);
  await expect(warning).toHaveCount(0);
});

test("a $0 invoice is warned about, and an invoice paid through checkout is locked with the reason", async ({ page }) => {
  const client = await createClient("Zed Zero", `Zero Studio ${Date.now()}`);
  const session = await apiSignIn(client.phone);
  await buyPremium(session);
  await session.dispose();

  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/invoices");
  await page.getByRole("button", { name: "Add Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Invoice" });
  const warning = dialog.getByText("This invoice is for $0.00. Check the amount before saving.");
  await dialog.getByLabel("Amount ($)").fill("0");
  await expect(warning).toBeVisible();
  await dialog.getByLabel("Amount ($)").fill("12.50");
  await expect(warning).toHaveCount(0);
  // A file that is not what its name says is refused on selection, by name.
  await dialog
    .getByLabel("File (optional)")
    .setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  await expect(dialog.getByText("contract.pdf is not a PDF, JPG or PNG file. Please choose another file.")).toBeVisible();
  await dialog
    .getByLabel("File (optional)")
    .setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: pngOfSize(10 * 1024 * 1024 + 1) });
  await expect(dialog.getByText("scan.png is larger than 10 MB. Please choose a smaller file.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("searchbox", { name: "Search invoices" }).fill(client.email);
  const row = page.getByRole("row").filter({ hasText: client.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Paid through checkout: cannot be edited or deleted");
  await expect(row.getByRole("button", { name: /^Edit invoice / })).toBeDisabled();
  await expect(row.getByRole("button", { name: /^Delete invoice / })).toBeDisabled();
});
