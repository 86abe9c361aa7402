import { expect, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { buyPremium, submitRevision } from "./revisions-setup.ts";

test("an admin creates a project, sets its demo and delivery, handles the revision, and the client sees it", async ({
  browser,
}) => {
  const person = await createClient("Admin Flow Client", "Admin Flow Studio");

  const adminPage = await browser.newPage();
  await signInPage(adminPage, demo.admin.phone);
  await adminPage.goto("/admin/dashboard");
  await expect(adminPage.getByText("Total Clients")).toBeVisible();
  await adminPage.getByRole("button", { name: "Create Project for Admin Flow Client" }).click();
  await expect(adminPage.getByText("Project created successfully")).toBeVisible();

  await openProjectOf(adminPage, person.email);
  const dialog = adminPage.getByRole("dialog", { name: "Project: Admin Flow Studio" });
  await dialog.getByRole("button", { name: "Edit Project" }).click();
  await dialog.getByLabel("Status").selectOption("in_progress");
  const delivery = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel("Estimated Delivery").fill(delivery);
  await dialog.getByLabel("Demo URL").fill(DEMO_SITE_URL);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(adminPage.getByText("Project updated successfully")).toBeVisible();
  await expect(dialog.getByText(DEMO_SITE_URL)).toBeVisible();
  await expect(dialog.getByTestId("countdown")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View" })).toHaveAttribute("href", DEMO_SITE_URL);

  // The client buys premium and sends a revision.
  const client = await apiSignIn(person.phone);
  await buyPremium(client);
  await submitRevision(client, "Please change the footer colour", [
    { x: 200, y: 300, comment: "This footer", mode: "desktop", viewportWidth: 1200, documentHeight: 2400 },
  ]);

  await adminPage.goto("/admin/revision-requests");
  await adminPage.getByLabel("Search by e-mail").fill(person.email.toUpperCase());
  await adminPage.getByRole("button", { name: `Show the revision requests of ${person.email}` }).click();
  await adminPage.getByRole("link", { name: "View Revision Request #0001" }).click();
  await expect(adminPage.getByRole("heading", { name: "Revision Request #0001" })).toBeVisible();
  await expect(adminPage.getByText(person.email)).toBeVisible();
  await expect(adminPage.getByText("Please change the footer colour")).toBeVisible();
  await expect(adminPage.getByTestId("pin")).toHaveCount(1);
  const update = adminPage.getByRole("button", { name: "Update Status" });
  await expect(update).toBeDisabled();
  await adminPage.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await update.click();
  await expect(adminPage.getByText("Revision status updated successfully")).toBeVisible();
  await expect(update).toBeDisabled();

  const clientPage = await browser.newPage();
  await signInPage(clientPage, person.phone);
  await clientPage.goto("/dashboard");
  await expect(clientPage.getByText("Estimated Delivery")).toBeVisible();
  await expect(clientPage.getByTestId("countdown")).toBeVisible();
  await clientPage.goto("/dashboard/revisions");
  await expect(clientPage.getByTestId("revision-card").getByText("In Progress")).toBeVisible();

  // Removing the demo URL saves null; the client then sees the empty demo state.
  await adminPage.goto("/admin/dashboard");
  await openProjectOf(adminPage, person.email);
  await adminPage.getByRole("button", { name: "Remove demo URL" }).click();
  // Asked first: the client loses the demo and cannot request revisions.
  const ask = adminPage.getByRole("dialog", { name: "Remove the demo URL?" });
  await expect(ask).toContainText("cannot request revisions until a new demo URL is added");
  await ask.getByRole("button", { name: "Remove demo URL" }).click();
  await expect(adminPage.getByText("Website link removed successfully")).toBeVisible();
  await clientPage.goto("/dashboard");
  await expect(clientPage.getByText("Demo Not Ready Yet")).toBeVisible();
  await client.dispose();
});

/**
 * Searches the admin dashboard for the person and opens their project once the list shows them
 * alone (a retry's earlier person has the same name; a click before the search lands would open
 * the dialog under a list still changing).
 */
async function openProjectOf(adminPage: Page, email: string) {
  await adminPage.getByRole("searchbox", { name: "Search", exact: true }).fill(email);
  // Only the searched person's project is left in the list.
  await expect(adminPage.getByRole("button", { name: /^View the project of / })).toHaveCount(1);
  await adminPage.getByRole("button", { name: "View the project of Admin Flow Client" }).click();
}

test("an unknown revision shows Revision not found", async ({ page }) => {
  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/revisions/${crypto.randomUUID()}`);
  await expect(page.getByText("Revision not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Users" })).toBeVisible();
});
