import { type BrowserContext, expect, type Page } from "@playwright/test";
import { BASE_URL, DEMO_SITE_URL } from "../e2e-env.ts";
import { createClient, signInPage, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo, demoFrame } from "./demo-frame-helpers.ts";
import { clientWithProject, PNG_1x1 } from "./revisions-setup.ts";

/** Signed out on another tab of the same browser: the first tab's session is gone. */
async function signOutElsewhere(context: BrowserContext) {
  const other = await context.newPage();
  const signedOut = await other.request.post("/api/auth/sign-out", { headers: { origin: BASE_URL }, data: {} });
  expect(signedOut.status()).toBe(200);
  await other.close();
}

/**
 * A page that does not hear the sign-out live (its stream dropped: a laptop asleep, a flaky
 * network), so it is Send that finds the session gone.
 */
async function withoutLiveUpdates(page: Page) {
  await page.route("**/api/events", (route) => route.abort());
}

/**
 * Issue 25 §6, decision 076: the session ends while a ticket is half written. Send says so, the
 * sign-in returns to the same screen, and the draft is still there and sends.
 */
test("a ticket (text and an image) written while the session ended is kept through the sign-in and then sent", async ({
  context,
}) => {
  const person = await createClient("Draft Keeper", "Draft Studio");
  const page = await context.newPage();
  await withoutLiveUpdates(page);
  await signInPage(page, person.phone);
  await page.goto("/dashboard/support");
  await page.getByLabel("Subject").fill("Footer colour");
  await page.getByLabel("Message").fill("Please make the footer darker, it is hard to read.");
  await page
    .getByLabel("Image attachments (optional)")
    .setInputFiles({ name: "footer.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(page.getByRole("button", { name: "Remove footer.png" })).toBeVisible();

  await signOutElsewhere(context);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();
  await expect(page.getByText("Failed to submit your support message. Please try again.")).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dashboard/support");

  await signInThroughUi(page, person, page.url());
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByLabel("Subject")).toHaveValue("Footer colour");
  await expect(page.getByLabel("Message")).toHaveValue("Please make the footer darker, it is hard to read.");
  await expect(page.getByRole("button", { name: "Remove footer.png" })).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  // Sent, the draft is gone: the form opens empty again.
  await page.reload();
  await page.getByRole("tab", { name: "Submit New Ticket" }).click();
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Remove footer.png" })).toHaveCount(0);
});

test("a revision request (text, a pin, an image) written while the session ended comes back after the sign-in", async ({
  context,
}) => {
  const { person, client } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/`, name: "Revision Draft Keeper" });
  await client.dispose();
  const page = await context.newPage();
  await withoutLiveUpdates(page);
  await signInPage(page, person.phone);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Request Revision" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Revision" });
  await dialog.getByRole("button", { name: "Add comments" }).click();
  await clickInDemo(dialog, demoFrame(dialog).getByRole("heading", { name: "Fresh bread every morning" }));
  await dialog.getByPlaceholder("What should change here?").fill("Headline in bold");
  await dialog.getByRole("button", { name: "Add comment", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Comment 1: Headline in bold" })).toBeVisible();
  await dialog.getByLabel("Description").fill("Make the headline stand out.");
  await dialog.getByLabel("Helper images").setInputFiles({ name: "headline.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(dialog.getByText("headline.png")).toBeVisible();

  await signOutElsewhere(context);
  // Submit finds the session gone, unless a read in the background (the badges' refresh) found it
  // first and the page already went to the sign-in: both keep the draft, which is what is tested.
  await dialog
    .getByRole("button", { name: "Submit request" })
    .click({ timeout: 10_000 })
    .catch((error: unknown) => {
      if (new URL(page.url()).pathname !== "/login") throw error;
    });
  await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dashboard");

  await signInThroughUi(page, person, page.url());
  await expect(page).toHaveURL(/\/dashboard$/);
  const again = page.getByRole("dialog", { name: "Request a Revision" });
  await expect(again.getByLabel("Description")).toHaveValue("Make the headline stand out.");
  await expect(again.getByRole("button", { name: "Comment 1: Headline in bold" })).toBeVisible();
  await expect(again.getByText("headline.png")).toBeVisible();
  await again.getByRole("button", { name: "Submit request" }).click();
  // The request's own toast: the sign-in's "Success" may still be on screen beside it.
  await expect(page.getByText(/^Revision request submitted successfully/)).toBeVisible();
  await expect(again).toBeHidden();

  // Sent, the draft is gone: the dashboard opens without the dialog, and a new request is empty.
  await page.reload();
  await expect(page.getByRole("button", { name: "Request Revision" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Request Revision" }).click();
  await expect(page.getByRole("dialog", { name: "Request a Revision" }).getByLabel("Description")).toHaveValue("");
  await expect(page.getByRole("dialog", { name: "Request a Revision" }).getByText("headline.png")).toHaveCount(0);
});

/** Decision 076: a page that hears the sign-out live goes to the sign-in at once, says why, and keeps the draft. */
test("a support draft open when the session ends elsewhere: the page says so, signs in again and finds it", async ({
  context,
}) => {
  const person = await createClient("Live Draft Keeper", "Live Draft Studio");
  const page = await context.newPage();
  await signInPage(page, person.phone);
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events" && response.ok());
  await page.goto("/dashboard/support");
  await listening;
  await page.getByLabel("Subject").fill("Header logo");

  await signOutElsewhere(context);
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dashboard/support");
  await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();

  await signInThroughUi(page, person, page.url());
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByLabel("Subject")).toHaveValue("Header logo");
});
