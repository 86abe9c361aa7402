import { expect } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** Decision 050: ticket assignment and internal notes, and the Activity screen. */

test("an admin assigns a ticket to themself and writes an internal note the client never sees", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const client = await createClient("Desk Client", "Desk Bakery");
  const clientApi = await apiSignIn(client.phone);
  const subject = `Opening hours ${client.national}`;
  const opened = await clientApi.post("/api/support/tickets", { multipart: { subject, message: "Please update our hours." } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: ticketId } = (await opened.json()) as { id: string };

  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/support-tickets");
  const row = page.locator("tr", { hasText: client.email });
  await expect(row).toContainText("Unassigned");
  await row.getByRole("button", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Assigned to").selectOption({ label: demo.admin.name });
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("Ticket assigned")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Assign", exact: true })).toBeDisabled();

  const note = `Called them on ${client.national}; new hours come Monday.`;
  await expect(dialog.getByText("No internal notes yet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Note" }).click();
  await expect(dialog.getByText("Please write a note.")).toBeVisible();
  await dialog.getByLabel("New internal note").fill(note);
  await dialog.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByText("Internal note added")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Internal notes" }).getByText(note)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // "Assigned to me" narrows the list to it, the row says who, and the navigation counts it.
  await page.getByLabel("Assigned to").selectOption("me");
  await expect(page).toHaveURL(/assigned=me/);
  await expect(page.locator("tr", { hasText: client.email })).toContainText(`Assigned to ${demo.admin.name}`);
  await expect(page.getByTestId("assigned-badge")).toBeVisible();

  // The client's own view of the ticket has neither the note nor the assignment.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInPage(clientPage, client.phone);
  await clientPage.goto("/dashboard/support");
  await clientPage.getByRole("tab", { name: /My Support Tickets/ }).click();
  await clientPage.getByRole("button", { name: /^Open ticket #/ }).click();
  const clientDialog = clientPage.getByRole("dialog");
  await expect(clientDialog.getByText("Please update our hours.")).toBeVisible();
  await expect(clientDialog.getByText(note)).toHaveCount(0);
  await expect(clientDialog.getByText("Internal notes")).toHaveCount(0);
  const asClient = await (await clientApi.get(`/api/support/tickets/${ticketId}`)).text();
  expect(asClient).not.toContain(note);
  expect(asClient).not.toContain(demo.admin.name);
  await clientContext.close();
  await clientApi.dispose();
});

test("the Activity screen shows a change as it happens, and its filters live in the URL", async ({ page }) => {
  const name = `Activity Person ${Date.now()}`;
  const client = await createClient(name, "Activity Studio");

  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  await page.getByLabel("Person").fill(name);
  await expect(page).toHaveURL(/person=Activity/);
  const invited = page.locator("[data-audit-kind=user_invited]");
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText("Client invited");
  await expect(invited).toContainText(demo.admin.name);
  await expect(invited).toContainText(client.email);

  // The client signs in: the entry is there on the next look.
  await page.getByLabel("Kind of change").selectOption({ label: "Signed in" });
  await expect(page).toHaveURL(/kind=sign_in/);
  await expect(page.getByText("No activity matches")).toBeVisible();
  const clientApi = await apiSignIn(client.phone);
  await clientApi.dispose();
  await page.reload();
  await expect(page.getByLabel("Person")).toHaveValue(name);
  await expect(page.locator("[data-audit-kind=sign_in]")).toHaveCount(1);
  await expect(page.locator("[data-audit-kind=user_invited]")).toHaveCount(0);

  // A range of days after today has none of it.
  await page.goto(`/admin/activity?person=${encodeURIComponent(name)}&from=2099-01-01`);
  await expect(page.getByText("No activity matches")).toBeVisible();

  // In Hebrew the screen reads right to left.
  await page.goto(`/admin/activity?person=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: "Switch language" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "פעילות" })).toBeVisible();
  await expect(page.locator("[data-audit-kind=user_invited]")).toContainText("לקוח הוזמן");
  await page.getByRole("button", { name: "החלפת שפה" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  // The client's user page shows their history, newest first.
  await page.goto(`/admin/users/${client.id}`);
  const history = page.getByRole("table", { name: "Activity history" });
  await expect(history.locator("tbody tr").first()).toHaveAttribute("data-audit-kind", "sign_in");
  await expect(history.locator("[data-audit-kind=user_invited]")).toHaveCount(1);
});
