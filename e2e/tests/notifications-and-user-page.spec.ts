import { expect } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("a new invoice shows on the client's Invoices badge until they open their invoices", async ({ page }) => {
  const client = await createClient("Badge Client", `Badge Co ${Date.now()}`);
  const admin = await apiSignIn(demo.admin.phone);
  const created = await admin.post("/api/admin/invoices", {
    multipart: { clientId: client.id, amount: "42.50", description: "Logo refresh", status: "pending" },
    headers: { origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await signInPage(page, client.phone);
  await page.goto("/dashboard/settings");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Invoices 1 new" })).toBeVisible();
  await nav.getByRole("link", { name: /^Invoices/ }).click();
  await expect(page.getByText("Logo refresh").first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Invoices", exact: true })).toBeVisible();
});

test("an admin's user page shows the client's project, revisions and invoices, and creates a missing project", async ({
  page,
}) => {
  const client = await createClient("Page Client", `Page Co ${Date.now()}`);
  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/users/${client.id}`);
  await expect(page.getByText(client.businessName).first()).toBeVisible();
  await expect(page.getByText(client.id.slice(0, 8))).toBeVisible();
  await expect(page.getByText("No revision requests yet")).toBeVisible();
  await expect(page.getByText("No invoices yet")).toBeVisible();
  await page.getByRole("button", { name: "Create Project" }).click();
  // The toast, not the page's activity, which also shows "Project created" as it happens.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Project created" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Project" })).toHaveCount(0);
});

test("an unknown user id shows User not found with a way back", async ({ page }) => {
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/users/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
