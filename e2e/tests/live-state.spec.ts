import { expect, type Page } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/**
 * Well inside the sidebar's 30 s poll: the badge must follow the mutation, not the poll. 10 s, not
 * less: on a loaded CI machine the read mark and the badges' refetch once took longer than 3 s.
 */
const AT_ONCE = { timeout: 10_000 };

/**
 * The number on a sidebar entry's badge (0 when it has none), read from its screen-reader text.
 * By CSS, since an open dialog hides the sidebar from the accessibility tree. Read in one call that
 * never waits: counting first and then reading the text waited for the badge to come back when it
 * went away in between, until the poll timed out.
 */
async function badge(page: Page, href: string): Promise<number> {
  const texts = await page.locator(`aside a[href="${href}"] .sr-only`).allTextContents();
  const match = texts.join(" ").match(/(\d+) new/);
  return match ? Number(match[1]) : 0;
}

async function newTicket(phone: string, subject: string) {
  const clientApi = await apiSignIn(phone);
  const created = await clientApi.post("/api/support/tickets", { multipart: { subject, message: `${subject}, please.` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await clientApi.dispose();
  return id;
}

test("the client's Support badge clears as soon as the ticket with the new reply is opened", async ({ page }) => {
  const client = await createClient("Badge Client", "Badge Bakery");
  const ticketId = await newTicket(client.phone, "Badge check");
  const admin = await apiSignIn(demo.admin.phone);
  const replied = await admin.post(`/api/admin/support-tickets/${ticketId}/replies`, { multipart: { message: "Done!" } });
  expect(replied.status(), await replied.text()).toBe(201);
  await admin.dispose();

  await signInPage(page, client.phone);
  await page.goto("/dashboard/support");
  await expect.poll(() => badge(page, "/dashboard/support")).toBe(1);
  await page.getByRole("tab", { name: /My Support Tickets/ }).click();
  await page.getByRole("button", { name: /^Open ticket #/ }).click();
  await expect(page.getByRole("dialog").getByText("Done!")).toBeVisible();
  await expect.poll(() => badge(page, "/dashboard/support"), AT_ONCE).toBe(0);
});

test("a brand-new ticket raises the admin's Support Tickets badge, and opening it lowers the badge at once", async ({ page }) => {
  const client = await createClient("New Ticket Client", "New Ticket Bakery");
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/support-tickets");
  await expect(page.getByRole("heading", { name: "Support Tickets" }).first()).toBeVisible();
  const before = await badge(page, "/admin/support-tickets");

  await newTicket(client.phone, "Brand new question");
  // The live stream refetches the badge: the new ticket counts as unread for the admin.
  await expect.poll(() => badge(page, "/admin/support-tickets")).toBeGreaterThan(before);
  const raised = await badge(page, "/admin/support-tickets");

  const row = page.locator("tr", { hasText: client.email });
  await row.getByRole("button", { name: /^View/ }).click();
  await expect(page.getByRole("dialog").getByText("Brand new question, please.")).toBeVisible();
  await expect.poll(() => badge(page, "/admin/support-tickets"), AT_ONCE).toBeLessThan(raised);
});

test("deleting a feature and closing the store reach an open client store page without a reload", async ({ page }) => {
  const admin = await apiSignIn(demo.admin.phone);
  const title = `Live feature ${Date.now()}`;
  const created = await admin.post("/api/admin/store/features", {
    data: {
      title,
      description: "Appears and goes live",
      priceCents: 1500,
      billingType: "one_time",
      estimatedDeliveryDays: 3,
      imageFileId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { feature } = (await created.json()) as { feature: { id: string } };

  await signInPage(page, demo.usClient.phone);
  await page.goto("/dashboard/store");
  await page.getByLabel("Search features").fill(title);
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  const deleted = await admin.delete(`/api/admin/store/features/${feature.id}`);
  expect(deleted.status(), await deleted.text()).toBe(204);
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  // The store setting is shared by every test running in parallel, so it is closed only as this
  // page sees it; the admin's save is real and is what sends the live event.
  await page.route("**/api/store/settings", (route) => route.fulfill({ json: { storeOpen: false } }));
  const saved = await admin.put("/api/admin/store/settings", { data: { storeOpen: true } });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(page.getByRole("dialog", { name: "Coming Soon" })).toBeVisible();
  await admin.dispose();
});
