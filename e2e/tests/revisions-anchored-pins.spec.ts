import { expect, type Locator } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo, demoFrame, expectPinOn } from "./demo-frame-helpers.ts";
import { clientWithProject } from "./revisions-setup.ts";

/** Places a comment on `target` in the request dialog (comment mode on), waiting for its screenshot. */
async function pinComment(dialog: Locator, target: Locator, text: string, count: number) {
  await clickInDemo(dialog, target);
  await dialog.getByPlaceholder("What should change here?").fill(text);
  await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
  await expect(dialog.getByText("Screenshot attached")).toHaveCount(count);
}

/** Leaves comment mode, follows the demo's own link to `pageName`, and comes back to comment mode. */
async function goToDemoPage(dialog: Locator, linkName: string, path: string) {
  await dialog.getByRole("button", { name: "Exit annotation mode" }).click();
  await clickInDemo(dialog, demoFrame(dialog).getByRole("link", { name: linkName, exact: true }));
  await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-page", path);
  await expect(dialog.getByText(`Page: ${path}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Add comments" }).click();
}

test.describe("anchored pins on every page of the demo", () => {
  test("pins placed on desktop and mobile on several pages re-attach after a redesign; a removed element gives a moved pin; the admin sees the screenshots", async ({
    page,
  }) => {
    // One journey through three pages, two views, a redesign and two people: longer than most.
    test.slow();
    const { person, client, projectId } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/`, name: "Anchor Client" });
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    const frame = demoFrame(dialog);

    // Desktop, home page: the logo, and the special offer the redesign removes.
    await pinComment(dialog, frame.locator("#logo"), "Bigger logo", 1);
    await pinComment(dialog, frame.getByRole("heading", { name: "This week's special" }), "Offer in red", 2);
    // Desktop, the menu page, reached through the demo's own link.
    await goToDemoPage(dialog, "Menu", "/menu");
    await expect(dialog.getByTestId("pin")).toHaveCount(0);
    await pinComment(dialog, frame.getByRole("heading", { name: "Pastries" }), "Add photos of pastries", 3);
    // Mobile, the about page.
    await dialog.getByRole("button", { name: "Mobile" }).click();
    await goToDemoPage(dialog, "About", "/about");
    await pinComment(dialog, frame.getByRole("heading", { name: "The team" }), "Team photo please", 4);

    // The list is grouped by page; choosing a comment opens its page in the frame.
    await expect(dialog.getByRole("heading", { name: "Page /", exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Page /menu" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Page /about" })).toBeVisible();
    await dialog.getByRole("button", { name: "Show comment 1 on the site" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-page", "/");
    await expectPinOn(dialog, dialog.getByRole("button", { name: "Comment 1: Bigger logo" }), frame.locator("#logo"));

    await dialog.getByLabel("Description").fill("Four changes on three pages.");
    await dialog.getByRole("button", { name: "Submit request" }).click();
    await expect(dialog).toBeHidden();

    // The agency redesigns the demo: another layout, the special offer gone.
    const admin = await apiSignIn(demo.admin.phone);
    const patched = await admin.patch(`/api/admin/projects/${projectId}`, { data: { demoUrl: `${DEMO_SITE_URL}/?layout=2` } });
    expect(patched.ok(), await patched.text()).toBeTruthy();
    await admin.dispose();
    const { revisions } = (await (await client.get("/api/revisions")).json()) as { revisions: { id: string }[] };
    const revisionId = revisions[0]?.id;

    // The client's On Site view: the logo pin sits on the moved logo, the offer pin is marked as moved.
    await page.goto("/dashboard/revisions");
    await page.getByRole("button", { name: "View Revision Request on Site" }).click();
    const onSite = page.getByRole("dialog", { name: "View Revision Request on Site" });
    await expect(onSite.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    await expectPinOn(onSite, onSite.getByRole("button", { name: "Comment 1: Bigger logo" }), demoFrame(onSite).locator("#logo"));
    const moved = onSite.getByRole("button", { name: /^Comment 2 \(moved: its element is no longer on this page\)/ });
    await expect(moved).toHaveAttribute("data-moved", "true");
    await onSite.getByRole("button", { name: "Close" }).first().click();

    // The admin: each comment's page opens from the list, its pin on its element, with the screenshots.
    await page.context().clearCookies();
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/revisions/${revisionId}`);
    const adminFrame = demoFrame(page);
    await expect(page.getByRole("img", { name: "Screenshot of the site when comment 1 was placed" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Screenshot of the site when comment 4 was placed" })).toBeVisible();
    await expect(page.getByTestId("pin-context").first()).toContainText(/Seen in \d+ × \d+ px · Chrome \d+/);
    await expectPinOn(page, page.getByRole("button", { name: "Comment 1: Bigger logo" }), adminFrame.locator("#logo"));
    await expect(page.getByRole("button", { name: /^Comment 2 \(moved/ })).toHaveAttribute("data-moved", "true");

    await page.getByRole("button", { name: "Show comment 3 on the site" }).click();
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/menu");
    await expect(adminFrame.locator("body")).toContainText("The full menu");
    await expectPinOn(
      page,
      page.getByRole("button", { name: "Comment 3: Add photos of pastries" }),
      adminFrame.getByRole("heading", { name: "Pastries" }),
    );

    await page.getByRole("button", { name: "Show comment 4 on the site" }).click();
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/about");
    await expectPinOn(
      page,
      page.getByRole("button", { name: "Comment 4: Team photo please" }),
      adminFrame.getByRole("heading", { name: "The team" }),
    );
    // The redesigned demo keeps its layout from page to page.
    expect(await adminFrame.locator("body").evaluate(() => location.search)).toBe("?layout=2");
  });
});
