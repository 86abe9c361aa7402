import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo, demoFrame, expectPinOn, pageOf } from "./demo-frame-helpers.ts";
import { clientWithProject } from "./revisions-setup.ts";

// Issue 31: pins that hold on a real-looking page and its redesign, at 1280, 1920 and 390 px, for
// the client and the admin: on their own element or marked moved, at every scroll, in every view.

const scrollFrame = (frame: ReturnType<typeof demoFrame>, y: number) =>
  frame.locator("body").evaluate((_, top) => window.scrollTo(0, top), y);

/**
 * The moved pin of comment 4 (David's card, gone in the redesign): shown where it was placed and
 * marked moved. Where it was may be scrolled out of the frame: the frame is scrolled until it shows.
 */
async function expectDavidMoved(scope: Page | Locator) {
  const frame = demoFrame(scope);
  const moved = scope.getByRole("button", { name: /^Comment 4 \(moved: its element is no longer on this page\)/ });
  await expect(async () => {
    for (const y of [0, 300, 600, 900, 1200, 1500, 1800]) {
      await scrollFrame(frame, y);
      await pageOf(scope).waitForTimeout(150);
      if ((await moved.count()) > 0) break;
    }
    await expect(moved).toHaveAttribute("data-moved", "true", { timeout: 500 });
  }).toPass();
  // Never on another card: no pin of comment 4 that is not marked moved.
  await expect(scope.getByRole("button", { name: /^Comment 4: / })).toHaveCount(0);
}

/** Where `element` is in the frame's window now (CSS pixels of the demo page). */
const windowBox = (element: Locator) =>
  element.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, left: r.left };
  });

/** Places a comment on `target` in the request dialog (comment mode on), waiting for its screenshot. */
async function pinComment(dialog: Locator, target: Locator, text: string, count: number) {
  const commentBox = dialog.getByPlaceholder("What should change here?");
  await clickInDemo(dialog, target);
  await expect(commentBox).toBeVisible();
  await commentBox.fill(text);
  await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
  await expect(dialog.getByText("Screenshot attached")).toHaveCount(count);
}

/**
 * Reads a pin's screenshot in the portal's page: the centre of the red dot near where it should be
 * (within 40 px: the page has other reddish things), how many of its pixels were found, the image's
 * width, and the colour of one pixel.
 */
function readScreenshot(page: Page, src: string, near: { x: number; y: number }, probe: { x: number; y: number }) {
  return page.evaluate(
    async ({ src, near, probe }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let [sx, sy, n] = [0, 0, 0];
      for (let y = Math.max(0, Math.round(near.y) - 40); y < Math.min(canvas.height, near.y + 40); y++) {
        for (let x = Math.max(0, Math.round(near.x) - 40); x < Math.min(canvas.width, near.x + 40); x++) {
          const i = (y * canvas.width + x) * 4;
          if (data[i] > 180 && data[i] - data[i + 1] > 90 && data[i] - data[i + 2] > 90) {
            sx += x;
            sy += y;
            n++;
          }
        }
      }
      const at = (Math.round(probe.y) * canvas.width + Math.round(probe.x)) * 4;
      return { width: canvas.width, n, dot: { x: sx / n, y: sy / n }, probe: [data[at], data[at + 1], data[at + 2]] };
    },
    { src, near, probe },
  );
}

test.describe("pins that hold on real websites", () => {
  test("fixed navbar, disabled button, similar cards and a redesign: placed, followed or moved, never on another element, in both views at 1280, 1920 and 390 px", async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const { person, client, projectId } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/`, name: "Pins Hold Client" });
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await dialog.getByRole("button", { name: "Add comments" }).click();
    const box = dialog.getByTestId("demo-frame");
    await expect(box).toHaveAttribute("data-bridge", "connected");
    const frame = demoFrame(dialog);
    // The desktop view is the site at 1280 px, scaled to fit the dialog.
    expect(await frame.locator("body").evaluate(() => window.innerWidth)).toBe(1280);
    expect(Number(await box.getAttribute("data-scale"))).toBeLessThan(1);

    // The Menu button of the fixed navbar, pinned with the page scrolled down.
    const menu = frame.getByRole("button", { name: "Open the menu" });
    await scrollFrame(frame, 700);
    const menuAtClick = await windowBox(menu);
    await pinComment(dialog, menu, "Menu button too small", 1);
    const menuPin = dialog.getByRole("button", { name: "Comment 1: Menu button too small" });
    for (const y of [0, 1500, 300]) {
      await scrollFrame(frame, y);
      await expectPinOn(dialog, menuPin, menu);
    }
    await expect(dialog.getByText(/comments? above|comments? below/)).toHaveCount(0);

    // The disabled Send button (no pointer events: the click lands on its row) takes its own pin.
    const send = frame.locator("#send-message");
    await send.evaluate((e) => e.scrollIntoView({ block: "center" }));
    const sendAtClick = await windowBox(send);
    await pinComment(dialog, send, "Let people send", 2);
    await expectPinOn(dialog, dialog.getByRole("button", { name: "Comment 2: Let people send" }), send);
    await pinComment(dialog, frame.getByRole("heading", { name: "Fresh bread every morning" }), "Headline in bold", 3);

    // The about page's team cards.
    await dialog.getByRole("button", { name: "Exit annotation mode" }).click();
    await scrollFrame(frame, 0);
    await clickInDemo(dialog, frame.getByRole("link", { name: "About", exact: true }));
    await expect(box).toHaveAttribute("data-page", "/about");
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await pinComment(dialog, frame.getByRole("heading", { name: "David Brooks" }), "David's photo", 4);
    await pinComment(dialog, frame.getByRole("heading", { name: "Lea Brooks" }), "Lea's title", 5);
    await dialog.getByRole("button", { name: "Mobile" }).click();
    await expect(box).toHaveAttribute("data-bridge", "connected");
    await pinComment(dialog, frame.getByRole("heading", { name: "Ruth Brooks" }), "Ruth's name bigger", 6);
    await expect(dialog.getByText(/^Made in the desktop view, 12\d\d px wide/)).toHaveCount(5);
    await expect(dialog.getByText(/^Made in the mobile view, \d+ px wide/)).toHaveCount(1);
    await dialog.getByLabel("Description").fill("The navbar, the form and the team.");
    await dialog.getByRole("button", { name: "Submit request" }).click();
    await expect(dialog).toBeHidden();

    const { revisions } = (await (await client.get("/api/revisions")).json()) as {
      revisions: { id: string; annotations: { comment: string; anchor?: { selector: string } }[] }[];
    };
    const [revision] = revisions;
    expect(revision?.annotations.find((a) => a.comment === "Let people send")?.anchor?.selector).toBe("#send-message");

    // The redesign: header no longer fixed, sections reversed, headline reworded, David gone.
    const admin = await apiSignIn(demo.admin.phone);
    const patched = await admin.patch(`/api/admin/projects/${projectId}`, { data: { demoUrl: `${DEMO_SITE_URL}/?layout=2` } });
    expect(patched.ok(), await patched.text()).toBeTruthy();
    await admin.dispose();

    // The client at 1920: the On Site view.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto("/dashboard/revisions");
    await page.getByRole("button", { name: "View Revision Request on Site" }).click();
    const onSite = page.getByRole("dialog", { name: "View Revision Request on Site" });
    await expect(onSite.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    const siteFrame = demoFrame(onSite);
    expect(await siteFrame.locator("body").evaluate(() => window.innerWidth)).toBe(1280);
    await expectPinOn(
      onSite,
      onSite.getByRole("button", { name: "Comment 1: Menu button too small" }),
      siteFrame.getByRole("button", { name: "Open the menu" }),
    );
    await siteFrame
      .getByRole("heading", { name: "Fresh bread every single morning" })
      .evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expectPinOn(
      onSite,
      onSite.getByRole("button", { name: "Comment 3: Headline in bold" }),
      siteFrame.getByRole("heading", { name: "Fresh bread every single morning" }),
    );
    await siteFrame.locator("#send-message").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expectPinOn(
      onSite,
      onSite.getByRole("button", { name: "Comment 2: Let people send" }),
      siteFrame.locator("#send-message"),
    );
    await scrollFrame(siteFrame, 0);
    await clickInDemo(onSite, siteFrame.getByRole("link", { name: "About", exact: true }));
    await expect(onSite.getByTestId("demo-frame")).toHaveAttribute("data-page", "/about");
    await expect(siteFrame.getByRole("heading", { name: "David Brooks" })).toHaveCount(0);
    await expectDavidMoved(onSite);
    await expectPinOn(
      onSite,
      onSite.getByRole("button", { name: "Comment 5: Lea's title" }),
      siteFrame.getByRole("heading", { name: "Lea Brooks" }),
    );
    await onSite.getByRole("button", { name: "Close" }).first().click();

    // The client on a phone (390 px): a desktop comment is shown in the desktop layout, scaled.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "View My Comments" }).click();
    const mine = page.getByRole("dialog", { name: /^My Comments/ });
    await mine.getByRole("button", { name: "Show comment 5 on the site" }).click();
    await expect(mine.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
    await expect(mine.getByTestId("demo-frame")).toHaveAttribute("data-page", "/about");
    await expectPinOn(
      mine,
      mine.getByRole("button", { name: "Comment 5: Lea's title" }),
      demoFrame(mine).getByRole("heading", { name: "Lea Brooks" }),
    );
    await expectDavidMoved(mine);
    await mine.getByRole("button", { name: "Show comment 6 on the site" }).click();
    await expect(mine.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
    await expectPinOn(
      mine,
      mine.getByRole("button", { name: "Comment 6: Ruth's name bigger" }),
      demoFrame(mine).getByRole("heading", { name: "Ruth Brooks" }),
    );

    // The admin at 1920: the screenshots show the dot on the element, and the fixed navbar drawn.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/revisions/${revision?.id}`);
    const menuShot = await page
      .getByRole("img", { name: "Screenshot of the site when comment 1 was placed" })
      .getAttribute("src");
    const sendShot = await page
      .getByRole("img", { name: "Screenshot of the site when comment 2 was placed" })
      .getAttribute("src");
    const menuImage = await readScreenshot(page, menuShot ?? "", menuAtClick, { x: menuAtClick.left - 6, y: menuAtClick.y });
    expect(menuImage.width).toBe(1280);
    expect(menuImage.n).toBeGreaterThan(100);
    expect(Math.abs(menuImage.dot.x - menuAtClick.x)).toBeLessThan(4);
    expect(Math.abs(menuImage.dot.y - menuAtClick.y)).toBeLessThan(4);
    // Beside the button: the navbar's brown (#78350f), drawn though the page was scrolled.
    expect(menuImage.probe[0]).toBeLessThan(160);
    expect(menuImage.probe[2]).toBeLessThan(60);
    const sendImage = await readScreenshot(page, sendShot ?? "", sendAtClick, sendAtClick);
    expect(sendImage.n).toBeGreaterThan(100);
    expect(Math.abs(sendImage.dot.x - sendAtClick.x)).toBeLessThan(4);
    expect(Math.abs(sendImage.dot.y - sendAtClick.y)).toBeLessThan(4);

    const adminFrame = demoFrame(page);
    await page.getByRole("button", { name: "Show comment 5 on the site" }).click();
    await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/about");
    await expectPinOn(
      page,
      page.getByRole("button", { name: "Comment 5: Lea's title" }),
      adminFrame.getByRole("heading", { name: "Lea Brooks" }),
    );
    await expectDavidMoved(page);

    // The admin at 1280 and on a phone: the same pins, the desktop view still the site at 1280 px.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("button", { name: "Show comment 1 on the site" }).click();
      await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/");
      expect(await adminFrame.locator("body").evaluate(() => window.innerWidth)).toBe(1280);
      await expectPinOn(
        page,
        page.getByRole("button", { name: "Comment 1: Menu button too small" }),
        adminFrame.getByRole("button", { name: "Open the menu" }),
      );
      await page.getByRole("button", { name: "Show comment 6 on the site" }).click();
      await expect(page.getByTestId("demo-frame")).toHaveAttribute("data-page", "/about");
      await expectPinOn(
        page,
        page.getByRole("button", { name: "Comment 6: Ruth's name bigger" }),
        adminFrame.getByRole("heading", { name: "Ruth Brooks" }),
      );
    }
    await expect(page.getByText(/^Made in the desktop view, 12\d\d px wide/).first()).toBeVisible();
  });
});
