import { expect, test } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { createClient, signInPage, signInThroughUi } from "../fixtures/people.ts";

/**
 * Issue 25 §6, decision 076: the session ends while a ticket is half written. Send says so, the
 * sign-in returns to the same screen, and the draft is still there and sends.
 */
test("a ticket written while the session ended is kept through the sign-in and then sent", async ({ context }) => {
  const person = await createClient("Draft Keeper", "Draft Studio");
  const page = await context.newPage();
  await signInPage(page, person.phone);
  await page.goto("/dashboard/support");
  await page.getByLabel("Subject").fill("Footer colour");
  await page.getByLabel("Message").fill("Please make the footer darker, it is hard to read.");

  // Signed out on another tab of the same browser.
  const other = await context.newPage();
  const signedOut = await other.request.post("/api/auth/sign-out", { headers: { origin: BASE_URL }, data: {} });
  expect(signedOut.status()).toBe(200);
  await other.close();

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();
  await expect(page.getByText("Failed to submit your support message. Please try again.")).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/dashboard/support");

  await signInThroughUi(page, person, page.url());
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByLabel("Subject")).toHaveValue("Footer colour");
  await expect(page.getByLabel("Message")).toHaveValue("Please make the footer darker, it is hard to read.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  // Sent, the draft is gone: the form opens empty again.
  await page.reload();
  await page.getByRole("tab", { name: "Submit New Ticket" }).click();
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");
});
