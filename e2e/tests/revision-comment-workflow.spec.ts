import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject, submitRevision } from "./revisions-setup.ts";

const pins = [
  {
    id: "menu",
    page: "/menu",
    x: 400,
    y: 900,
    comment: "Show prices next to the menu",
    mode: "desktop",
    viewportWidth: 1280,
    documentHeight: 2400,
  },
  { id: "title", x: 180, y: 120, comment: "Bigger title on phones", mode: "mobile", viewportWidth: 375, documentHeight: 3000 },
];

/** A comment in a list, with its workflow (status, New Reply, thread) under it. */
const commentItem = (scope: Page | Locator, text: string) =>
  scope
    .getByRole("listitem")
    .filter({ hasText: text })
    .filter({ has: ("page" in scope ? scope.page() : scope).getByTestId("comment-workflow") });

test.describe("a workflow per comment", () => {
  test("the admin sets statuses and walks the pins; both sides reply with New Reply badges, live", async ({ browser, page }) => {
    const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Thread Writer" });
    const { revision } = await submitRevision(client, "Two changes", pins);
    await client.dispose();

    // The admin: nothing done yet; Previous / Next show each comment on the demo in its view mode.
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/revisions/${revision.id}`);
    await expect(page.getByText("0 of 2 changes done")).toBeVisible();
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    await page.getByRole("button", { name: "Next comment" }).click();
    await expect(page.getByTestId("comment-position")).toHaveText("Comment 1 of 2");
    // Each comment opens its own page of the demo.
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/menu");
    await expect(page.locator('[data-testid="pin"][data-highlighted]')).toHaveText("1");
    await page.getByRole("button", { name: "Next comment" }).click();
    await expect(page.getByTestId("comment-position")).toHaveText("Comment 2 of 2");
    await expect(page.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/");
    await expect(page.locator('[data-testid="pin"][data-highlighted]')).toHaveText("2");
    await expect(page).toHaveURL(/comment=title/);
    await expect(page.getByRole("button", { name: "Next comment" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous comment" }).click();
    await expect(page.getByTestId("comment-position")).toHaveText("Comment 1 of 2");
    await expect(page.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");

    await page.getByLabel("Status of comment 1").selectOption("done");
    await expect(page.getByText("Comment 1: Done")).toBeVisible();
    await expect(page.getByText("1 of 2 changes done")).toBeVisible();

    const second = commentItem(page, "Bigger title");
    await second.getByRole("button", { name: "Reply" }).click();
    await second.getByLabel("Your reply to comment 2").fill("How big would you like it?");
    await second.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.getByText("Reply sent successfully")).toBeVisible();
    await expect(second.getByText(`Admin (${"maya@brightpixel.studio"})`)).toBeVisible();
    await second.getByRole("button", { name: "Hide replies" }).click();

    // The client: the sidebar badge, "1 new reply" on the card, the statuses and the count done.
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signInPage(clientPage, person.phone);
    await clientPage.goto("/dashboard/revisions");
    await expect(clientPage.getByRole("link", { name: "Revision Requests 1 new" })).toBeVisible();
    const card = clientPage.getByTestId("revision-card");
    await expect(card.getByTestId("revision-new-replies")).toHaveText("1 new reply");
    await expect(card.getByText("1 of 2 changes done")).toBeVisible();
    await expect(card.getByTestId("comment-status")).toHaveText(["Done", "Open"]);

    await card.getByRole("button", { name: "View My Comments" }).click();
    const dialog = clientPage.getByRole("dialog", { name: /My Comments/ });
    const mine = commentItem(dialog, "Bigger title");
    await expect(mine.getByText("New Reply")).toBeVisible();
    await mine.getByRole("button", { name: "1 reply" }).click();
    await expect(mine.getByText("Design team")).toBeVisible();
    await expect(mine.getByText("How big would you like it?")).toBeVisible();
    // Opening the thread reads it: the badges go.
    await expect(mine.getByText("New Reply")).toBeHidden();
    await expect(clientPage.getByRole("link", { name: "Revision Requests 1 new" })).toBeHidden();

    // Too long a reply says why and cannot be sent; a short one is.
    const box = mine.getByLabel("Your reply to comment 2");
    await box.fill("a".repeat(1001));
    await expect(mine.getByText("A reply can be at most 1,000 characters.")).toBeVisible();
    await expect(mine.getByRole("button", { name: "Send Reply" })).toBeDisabled();
    await box.fill("Twice as big, please.");
    await mine.getByRole("button", { name: "Send Reply" }).click();
    await expect(clientPage.getByText("Reply sent successfully")).toBeVisible();
    await expect(mine.getByText("You", { exact: true })).toBeVisible();

    // The admin's open page hears of it: "New Reply" on comment 2 until the thread is opened; the
    // list of clients says whose request has it.
    await expect(second.getByText("New Reply")).toBeVisible();
    const list = await page.context().newPage();
    await list.goto(`/admin/revision-requests?search=${encodeURIComponent(person.email)}`);
    await expect(list.getByTestId("client-new-replies").first()).toHaveText("1 new reply");
    await list.close();
    await second.getByRole("button", { name: "2 replies" }).click();
    await expect(second.getByText("Twice as big, please.")).toBeVisible();
    await expect(second.getByText("New Reply")).toBeHidden();

    // The last comment done: the whole request is done in one step, and the client sees it live.
    await page.getByLabel("Status of comment 2").selectOption("done");
    await expect(page.getByText("2 of 2 changes done")).toBeVisible();
    await expect(page.getByText("All changes of this request are done.")).toBeVisible();
    await page.getByRole("button", { name: "Mark the request as done" }).click();
    await expect(page.getByText("Revision status updated successfully")).toBeVisible();
    await expect(page.getByText("All changes of this request are done.")).toBeHidden();
    await expect(dialog.getByText("2 of 2 changes done")).toBeVisible();
    await clientPage.keyboard.press("Escape");
    await expect(card.getByText("Completed")).toBeVisible();
    await clientContext.close();
  });

  test("a notification's link opens the comment's thread for the client", async ({ page }) => {
    const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Link Follower" });
    const { revision } = await submitRevision(client, "One change", [pins[1]]);
    await client.dispose();
    await signInPage(page, person.phone);
    await page.goto(`/dashboard/revisions?revision=${revision.id}&comment=title`);
    const dialog = page.getByRole("dialog", { name: /My Comments/ });
    await expect(dialog.getByText("1 comment found in Mobile view")).toBeVisible();
    await expect(dialog.getByTestId("comment-thread")).toBeVisible();
    await expect(dialog.getByText("No replies yet.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/dashboard\/revisions$/);
  });
});
