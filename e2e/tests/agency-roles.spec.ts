import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";

/**
 * Issue 28 §2, decision 096: an owner makes a person the agency's accountant; the accountant has
 * no Support in the navigation, the support desk shows the role message, and the API refuses the
 * tickets with 403 `forbidden_for_role`, while the invoices stay theirs.
 */
test("an accountant made by the owner cannot reach the support desk's tickets", async ({ page }) => {
  const person = await createClient("Avi Accountant", "Harbour Pine Books");
  const owner = await apiSignIn(demo.admin.phone);
  try {
    const read = await owner.get(`/api/admin/users/${person.id}`);
    expect(read.ok(), await read.text()).toBeTruthy();
    const etag = read.headers().etag;
    const changed = await owner.patch(`/api/admin/users/${person.id}/role`, {
      data: { role: "admin", agencyRole: "accountant" },
      headers: { "Idempotency-Key": randomUUID(), ...(etag ? { "If-Match": etag } : {}) },
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();
  } finally {
    await owner.dispose();
  }

  await signInPage(page, person.phone);
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Invoices" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Support/ })).toHaveCount(0);

  await page.goto("/admin/support-tickets");
  await expect(page.getByRole("heading", { name: "Your role does not include this page" })).toBeVisible();

  const tickets = await page.request.get("/api/admin/support-tickets");
  expect(tickets.status()).toBe(403);
  expect(((await tickets.json()) as { error: { code: string } }).error.code).toBe("forbidden_for_role");
});
