import { expect } from "@playwright/test";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("an admin finds a client from anywhere with Ctrl+K and opens their page with the keyboard", async ({ page }) => {
  const client = await createClient("Findable Rosalind", "Rosalind Gardens");
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const box = dialog.getByRole("combobox", { name: "Search clients, invoices, tickets and requests" });
  await expect(box).toBeFocused();
  await box.fill("r");
  await expect(dialog.getByText("Type at least 2 characters.")).toBeVisible();

  await box.fill("rosalind garde");
  const clients = dialog.getByRole("group", { name: "Clients" });
  await expect(clients.getByRole("option")).toHaveCount(1);
  await expect(clients.getByRole("option").first()).toContainText("Findable Rosalind");
  await expect(clients.getByRole("option").first()).toContainText(client.email);
  await expect(clients.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${client.id}$`));

  // "/" opens it too, outside text fields; nothing found is said as such.
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await box.fill("no such thing zzqx");
  await expect(dialog.getByRole("status")).toHaveText("Nothing matches “no such thing zzqx”.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a client has no global search", async ({ page }) => {
  const client = await createClient("Plain Dashboard Client");
  await signInPage(page, client.phone);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Search/ })).toHaveCount(0);
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
