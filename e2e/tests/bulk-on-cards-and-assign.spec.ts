import { expect } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** Decision 065: choosing cards on a phone for a bulk action, and assigning tickets in bulk. */

test("on a phone, an admin chooses two invoice cards and marks them paid", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Cards ${Date.now().toString(36)}`;
  const client = await createClient(name, `${name} Studio`);
  const admin = await apiSignIn(demo.admin.phone);
  const numbers: string[] = [];
  for (const amount of ["100", "200", "300"]) {
    const created = await admin.post("/api/admin/invoices", {
      multipart: { clientId: client.id, amount, description: `Card ${amount}`, status: "pending" },
    });
    expect(created.status(), await created.text()).toBe(201);
    numbers.push(((await created.json()) as { invoiceNumber: string }).invoiceNumber);
  }
  await admin.dispose();

  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/invoices?search=${encodeURIComponent(name)}`);
  const cards = page.getByRole("list", { name: "Invoices", exact: true });
  await expect(cards.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("invoices-table")).toHaveCount(0);

  // "Select all on this page" chooses every card; choosing again clears them.
  const all = page.getByRole("checkbox", { name: "Select all on this page", exact: true });
  await all.check();
  const bar = page.getByRole("region", { name: "Invoices: bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await all.uncheck();
  await expect(bar).toBeHidden();

  // Each card's box is named after its invoice.
  await page.getByRole("checkbox", { name: `Select ${numbers[0]}`, exact: true }).check();
  await page.getByRole("checkbox", { name: `Select ${numbers[2]}`, exact: true }).check();
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(all).toHaveJSProperty("indeterminate", true);
  await bar.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark 2 invoices as paid?" });
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByText("2 invoices marked as paid")).toBeVisible();
  await expect(bar).toBeHidden();

  const card = (number: string) => cards.getByRole("listitem").filter({ hasText: number });
  await expect(card(numbers[0]).getByText("Paid", { exact: true })).toBeVisible();
  await expect(card(numbers[2]).getByText("Paid", { exact: true })).toBeVisible();
  await expect(card(numbers[1]).getByText("Pending", { exact: true })).toBeVisible();
});

test("an admin assigns two tickets at once; the confirmation names the assignee and the badge counts them at once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new admin, so that "Assigned to me" and the badge hold only this test's tickets.
  const deskName = `Dana ${Date.now().toString(36)}`;
  const desk = await createClient(deskName, "Agency desk");
  const admin = await apiSignIn(demo.admin.phone);
  const promoted = await admin.patch(`/api/admin/users/${desk.id}/role`, { data: { role: "admin" } });
  expect(promoted.status(), await promoted.text()).toBe(200);

  const client = await createClient("Bulk Assign Client", "Bulk Assign Bakery");
  const clientApi = await apiSignIn(client.phone);
  const numbers: number[] = [];
  for (const subject of ["Menu page", "Opening hours", "Footer links"]) {
    const opened = await clientApi.post("/api/support/tickets", {
      multipart: { subject, message: `Please update the ${subject}.` },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    numbers.push(((await opened.json()) as { ticketNumber: number }).ticketNumber);
  }
  await clientApi.dispose();
  const label = (n: number) => `Select #${String(n).padStart(4, "0")}`;

  await signInPage(page, desk.phone);
  await page.goto("/admin/support-tickets");
  await expect(page.getByTestId("assigned-badge")).toHaveCount(0);
  await page.getByRole("checkbox", { name: label(numbers[0]), exact: true }).check();
  await page.getByRole("checkbox", { name: label(numbers[1]), exact: true }).check();
  const bar = page.getByRole("region", { name: "Support Tickets: bulk actions" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByLabel("Assign to", { exact: true }).selectOption({ label: deskName });
  await bar.getByRole("button", { name: "Assign", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: `Assign 2 tickets to ${deskName}?` });
  await expect(dialog).toContainText("Assigned to me");
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(`2 tickets assigned to ${deskName}`)).toBeVisible();
  await expect(page.getByTestId("assigned-badge")).toHaveText("2");

  await page.getByLabel("Assigned to", { exact: true }).selectOption("me");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Assigned to ${deskName}` })).toHaveCount(2);

  // Unassigning them both empties the badge.
  await page.getByRole("checkbox", { name: "Select every row on this page", exact: true }).check();
  await bar.getByLabel("Assign to", { exact: true }).selectOption({ label: "Nobody (unassigned)" });
  await bar.getByRole("button", { name: "Assign", exact: true }).click();
  await page.getByRole("dialog", { name: "Unassign 2 tickets?" }).getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("2 tickets unassigned")).toBeVisible();
  await expect(page.getByTestId("assigned-badge")).toHaveCount(0);
  await expect(page.getByText("No tickets found")).toBeVisible();

  expect((await admin.delete(`/api/admin/users/${desk.id}`)).status()).toBe(200);
  await admin.dispose();
});
