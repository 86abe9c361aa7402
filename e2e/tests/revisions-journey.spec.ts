import { expect, type FrameLocator, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo } from "./demo-frame-helpers.ts";
import { clientWithProject, PNG_1x1, submitRevision } from "./revisions-setup.ts";

const demoFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Website demo"]');

test.describe("revision requests", () => {
  test("a premium client pins comments on the demo across origins, adds an image and submits", async ({ page }) => {
    const { person } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Pin Placer" });
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await expect(page.getByText("Premium Active")).toBeVisible();
    await expect(page.getByText("0 / 3")).toBeVisible();

    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await expect(dialog.getByText("Mark changes on your website")).toBeVisible();
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");

    // The demo reloads itself while comments are on (an agency's live reload): its new bridge is told
    // again, and shows the crosshair that says a click places a comment.
    const frameWindow = demoFrame(page).locator("html");
    await frameWindow.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
      location.reload();
    });
    await expect.poll(() => frameWindow.evaluate((html) => !("beforeReload" in window) && html.style.cursor)).toBe("crosshair");

    // Desktop: the click lands in the demo (another origin) and comes back through the bridge (the
    // desktop view is scaled: clickInDemo clicks at the element's place on screen).
    await clickInDemo(dialog, demoFrame(page).getByRole("heading", { name: "Our menu" }));
    await dialog.getByPlaceholder("What should change here?").fill("Show prices next to the menu");
    await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
    await expect(dialog.getByTestId("pin")).toHaveCount(1);

    // Mobile: the frame narrows and the next comment is a mobile one.
    await dialog.getByRole("button", { name: "Mobile" }).click();
    await expect(dialog.getByTestId("pin")).toHaveCount(0);
    await demoFrame(page).getByRole("heading", { name: "Fresh bread every morning" }).click();
    await dialog.getByPlaceholder("What should change here?").fill("Bigger title on phones");
    await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
    await expect(dialog.getByTestId("pin")).toHaveCount(1);
    await expect(dialog.getByTestId("comment-counts")).toHaveText("Desktop: 1 · Mobile: 1 · Total: 2");
    await expect(dialog.getByText(/Position: \d+\.\d%, \d+\.\d%/).first()).toBeVisible();

    await dialog.getByLabel("Description").fill("Two small changes, please.");
    await expect(dialog.getByText("26/1000 characters")).toBeVisible();
    await dialog.getByLabel("Helper images").setInputFiles({ name: "idea.png", mimeType: "image/png", buffer: PNG_1x1 });
    await expect(dialog.getByText("idea.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Submit request" }).click();

    await expect(
      page.getByText("Revision request submitted successfully with 2 comments and 1 image. You have 2 revisions remaining."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("1 / 3")).toBeVisible();

    await page.goto("/dashboard/revisions");
    const card = page.getByTestId("revision-card");
    await expect(card.getByRole("heading", { name: "Revision Request #0001" })).toBeVisible();
    await expect(card.getByText("2 comments")).toBeVisible();
    await expect(card.getByText("Show prices next to the menu")).toBeVisible();
    await card.getByRole("button", { name: "View My Comments" }).click();
    const comments = page.getByRole("dialog", { name: /My Comments/ });
    await expect(comments.getByText("1 comment found in Desktop view")).toBeVisible();
    // The pin is below the fold of this frame: the edge counter scrolls the demo (through the bridge) to it.
    await expect(comments.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    await comments.getByRole("button", { name: "1 comment below" }).click();
    await expect(comments.getByTestId("pin")).toHaveCount(1);
    await expect(comments.getByRole("button", { name: "1 comment below" })).toHaveCount(0);
    // The mobile pin sits near the top of the page, above where the demo is now scrolled.
    await comments.getByRole("button", { name: "Mobile" }).click();
    await comments.getByRole("button", { name: "1 comment above" }).click();
    await expect(comments.getByTestId("pin")).toHaveCount(1);
    await comments.getByRole("button", { name: "Close" }).first().click();

    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Revision Request #0001" });
    await expect(details.getByRole("img", { name: "idea.png" })).toBeVisible();
    await expect(details.getByText("Pending")).toBeVisible();
  });

  test("with all 3 revisions used the client sees Revision limit reached", async ({ page }) => {
    const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Limit Reacher" });
    for (const n of [1, 2, 3]) await submitRevision(client, `Change number ${n}`);
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await expect(page.getByText("3 / 3")).toBeVisible();
    await expect(page.getByText("Revision limit reached")).toBeVisible();
    await expect(page.getByText(/You have used all 3 available revisions for this project/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Request Revision" })).toBeDisabled();
    const refused = await client.post("/api/revisions", { multipart: { description: "A fourth one" } });
    expect(refused.status()).toBe(409);
  });

  test("a demo without the bridge falls back to the click overlay", async ({ page }) => {
    const { person } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/plain`, name: "Overlay User" });
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "none");
    await dialog.getByRole("button", { name: "Click on the website to place a comment" }).click({ position: { x: 100, y: 80 } });
    await dialog.getByPlaceholder("What should change here?").fill("Overlay comment");
    await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
    await expect(dialog.getByTestId("pin")).toHaveCount(1);
    await expect(dialog.getByTestId("comment-counts")).toHaveText("Desktop: 1 · Mobile: 0 · Total: 1");
  });

  test("non-subscribers get the upgrade dialog; a subscriber without a demo is told why", async ({ page }) => {
    const free = await clientWithProject({ demoUrl: DEMO_SITE_URL, premium: false, name: "Free Client" });
    await signInPage(page, free.person.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Request Revision" }).click();
    await expect(page.getByRole("dialog", { name: "Upgrade to Premium" })).toBeVisible();

    const noDemo = await clientWithProject({ demoUrl: null, name: "Waiting Client" });
    await page.context().clearCookies();
    await signInPage(page, noDemo.person.phone);
    await page.goto("/dashboard");
    await expect(page.getByText("Demo Not Ready Yet")).toBeVisible();
    await expect(page.getByText("A demo link must be provided by the admin before you can request revisions")).toBeVisible();
    await expect(page.getByRole("button", { name: "Request Revision" })).toBeDisabled();
  });

  test("the demo client sees his project, countdown and pinned revision", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard");
    await expect(page.getByText("Premium Active")).toBeVisible();
    // 18 days away: the days are in words, not "431:39:11".
    await expect(page.getByTestId("countdown")).toHaveText(/^1[78] days \d{2}:\d{2}:\d{2}$/);
    await expect(
      page.frameLocator('iframe[title="Your website demo"]').getByRole("heading", { name: "Fresh bread every morning" }),
    ).toBeVisible();
    await page.goto("/dashboard/revisions");
    const card = page.getByTestId("revision-card").first();
    await expect(card.getByText("Make this headline bigger and bolder")).toBeVisible();
    await card.getByRole("button", { name: "View Revision Request on Site" }).click();
    const onSite = page.getByRole("dialog", { name: "View Revision Request on Site" });
    await expect(onSite.getByTestId("pin").first()).toBeVisible();
    // The pin can move while the demo frame lays out under the pointer: hover again until it shows.
    await expect(async () => {
      await onSite.getByTestId("pin").first().hover();
      await expect(onSite.getByRole("tooltip").first()).toContainText("Position:", { timeout: 2_000 });
    }).toPass();
  });

  test("in Hebrew the countdown reads right to left: the days in words, then the clock", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("portal.language", "he"));
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard");
    const countdown = page.getByTestId("countdown");
    await expect(countdown).toHaveText(/^1[78] ימים \d{2}:\d{2}:\d{2}$/);
    const clock = countdown.getByText(/^\d{2}:\d{2}:\d{2}$/);
    const days = await countdown.boundingBox();
    const clockBox = await clock.boundingBox();
    // The clock ends the line on the left; the number of days stays with its word on the right.
    expect(clockBox && days && clockBox.x - days.x).toBeLessThan(2);
    await expect(clock).toHaveAttribute("dir", "ltr");
    // The person's language is kept on their profile: put the demo client back in English.
    await page.evaluate(() => window.localStorage.setItem("portal.language", "en"));
    await page.addInitScript(() => window.localStorage.setItem("portal.language", "en"));
    await page.reload();
    await expect(page.getByTestId("countdown")).toHaveText(/days/);
  });
});
