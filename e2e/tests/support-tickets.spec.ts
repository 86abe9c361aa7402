import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
  "base64",
);

/** Premium (sandbox checkout), a project with a demo URL, and one revision, all through the API as that client. */
async function giveClientARevision(clientApi: APIRequestContext, description: string) {
  const checkout = await clientApi.post("/api/billing/premium/checkout");
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { url } = (await checkout.json()) as { url: string };
  const paid = await clientApi.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);

  const mine = await clientApi.post("/api/projects/mine");
  expect(mine.ok(), await mine.text()).toBeTruthy();
  const { project } = (await mine.json()) as { project: { id: string } };
  const admin = await apiSignIn(demo.admin.phone);
  const updated = await admin.patch(`/api/admin/projects/${project.id}`, {
    data: { demoUrl: "https://example.com" },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();
  await admin.dispose();

  const revision = await clientApi.post("/api/revisions", { multipart: { description } });
  expect(revision.status(), await revision.text()).toBe(201);
}

async function openAdminTicket(page: Page, email: string) {
  await page.goto("/admin/support-tickets");
  const row = page.locator("tr", { hasText: email });
  await row.getByRole("button", { name: /^View/ }).click();
  return page.getByRole("dialog");
}

test("a ticket goes back and forth between client and admin, with read state, until it is closed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const client = await createClient("Support Client", "Support Bakery");
  const clientApi = await apiSignIn(client.phone);
  await giveClientARevision(clientApi, "Make the header blue");
  await clientApi.dispose();

  // The client opens a ticket with an image, linked to their revision.
  await signInPage(page, client.phone);
  await page.goto("/dashboard/support");
  await expect(page.getByRole("tab", { name: "Submit New Ticket" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Sat")).toBeVisible();
  await expect(page.getByRole("link", { name: "Email Support" })).toHaveAttribute("href", /^mailto:/);
  await page.getByLabel("Subject").fill("  Header colour  ");
  await page.getByLabel("Related revision (optional)").selectOption({ label: "Revision Request #0001: Make the header blue" });
  await page.getByLabel("Message").fill("The header should be blue on every page.");
  await page
    .getByLabel("Image attachments (optional)")
    .setInputFiles({ name: "header.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(page.getByRole("img", { name: "header.png" })).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();

  // The list now shows it; the client adds a follow-up reply.
  await expect(page.getByRole("tab", { name: /My Support Tickets/ })).toHaveAttribute("aria-selected", "true");
  const item = page.getByRole("button", { name: /^Open ticket #/ });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Header colour");
  await item.click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Revision Request #0001")).toBeVisible();
  await dialog.getByLabel("Your reply").fill("Also the footer, please.");
  await dialog.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply Sent")).toBeVisible();
  await expect(dialog.getByText("Also the footer, please.")).toBeVisible();
  await page.keyboard.press("Escape");

  // The admin sees "New Reply", reads the ticket, replies and moves it to In Progress.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, demo.admin.phone);
  await adminPage.goto("/admin/support-tickets");
  const row = adminPage.locator("tr", { hasText: client.email });
  await expect(row.getByText("New Reply")).toBeVisible();
  await expect(row).toContainText("0001");
  let adminDialog = await openAdminTicket(adminPage, client.email);
  await expect(adminDialog.getByText("The header should be blue on every page.")).toBeVisible();
  const thumbnail = adminDialog.getByRole("link", { name: "Open header.png in a new tab" });
  await expect(thumbnail).toHaveAttribute("target", "_blank");
  await expect(adminDialog.getByRole("button", { name: "Send Reply" })).toBeDisabled();
  await adminDialog.getByLabel("Reply to the client").fill("   ");
  await expect(adminDialog.getByRole("button", { name: "Send Reply" })).toBeDisabled();
  await adminDialog.getByLabel("Reply to the client").fill("We're on it: the header will be blue tomorrow.");
  await adminDialog.getByRole("button", { name: "Send Reply" }).click();
  await expect(adminPage.getByText("Reply sent successfully")).toBeVisible();
  await expect(adminDialog.getByText("Admin · maya@brightpixel.studio")).toBeVisible();
  await adminDialog.getByLabel("Status").selectOption("in_progress");
  await adminDialog.getByRole("button", { name: "Update Status" }).click();
  await expect(adminPage.getByText("Ticket status updated successfully")).toBeVisible();
  await adminPage.keyboard.press("Escape");
  await expect(row.getByText("New Reply")).toBeHidden();
  await expect(row.getByText("In Progress")).toBeVisible();

  // The client sees the red dot, "New Reply" and the tab badge; opening the ticket clears them.
  await page.reload();
  await page.getByRole("tab", { name: /My Support Tickets/ }).click();
  await expect(page.getByTestId("support-unread-badge")).toHaveText("1");
  await expect(item.getByRole("img", { name: "Unread replies" })).toBeVisible();
  await expect(item.getByText("New Reply")).toBeVisible();
  await item.click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText("We're on it: the header will be blue tomorrow.")).toBeVisible();
  await dialog.getByLabel("Your reply").fill("Thank you!");
  await dialog.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply Sent")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(item.getByText("New Reply")).toBeHidden();
  await expect(page.getByTestId("support-unread-badge")).toBeHidden();

  // The admin closes it; the client's reply box is gone.
  adminDialog = await openAdminTicket(adminPage, client.email);
  await expect(adminDialog.getByText("Thank you!")).toBeVisible();
  await adminDialog.getByLabel("Status").selectOption("closed");
  await adminDialog.getByRole("button", { name: "Update Status" }).click();
  await expect(adminPage.getByText("Ticket status updated successfully")).toBeVisible();
  await adminContext.close();

  await page.reload();
  await page.getByRole("tab", { name: /My Support Tickets/ }).click();
  await item.click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText("This ticket is closed")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send Reply" })).toHaveCount(0);
  await expect(dialog.getByLabel("Your reply")).toHaveCount(0);
});

test("the form refuses more than 5 images and blank fields", async ({ page }) => {
  const client = await createClient("Support Limits", "Limits Ltd");
  await signInPage(page, client.phone);
  await page.goto("/dashboard/support");
  const images = Array.from({ length: 6 }, (_, i) => ({
    name: `shot-${i}.png`,
    mimeType: "image/png",
    buffer: PNG_1x1,
  }));
  await page.getByLabel("Image attachments (optional)").setInputFiles(images);
  await expect(page.getByText("Too many files")).toBeVisible();
  await expect(page.getByText("You can only upload up to 5 images.")).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  await expect(page.getByText("Please enter a message.")).toBeVisible();
});
