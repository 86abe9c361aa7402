import { expect } from "@playwright/test";
import { waitForCode } from "../fixtures/outbox.ts";
import { createClient, demo, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("login", () => {
  test("a client signs in with a US phone and lands on the dashboard", async ({ page }) => {
    // The success toast lives a few seconds: watch for it from before the click, so a slow
    // dashboard load cannot outlast it before the assertion starts looking.
    const toastSeen = page.getByText("Phone number verified successfully").waitFor({ state: "visible", timeout: 30_000 });
    await signInThroughUi(page, demo.usClient);
    await toastSeen;
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${demo.usClient.name}` })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Revision Requests" }),
    ).toBeVisible();
  });

  test("a client signs in with an Israeli phone", async ({ page }) => {
    await signInThroughUi(page, demo.ilClient);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an admin signs in and lands on the admin dashboard with the admin sidebar", async ({ page }) => {
    await signInThroughUi(page, demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // Entries with a badge read "Revision Requests 2 new", so names are matched from their start.
    for (const entry of [
      "Dashboard",
      "Manage Users",
      "Revision Requests",
      "Client Features",
      "Feature Store",
      "Invoices",
      "Support Tickets",
      "Settings",
    ]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${entry}( \\d+ new)?$`) })).toBeVisible();
    }
  });

  test("the phone step validates per country and refuses unknown phones", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await expect(page.getByLabel("Phone number")).toHaveAttribute("placeholder", "5551234567");
    await expect(
      page.getByText("consent", { exact: false }).or(page.getByText("one-time verification code by SMS")),
    ).toBeVisible();

    await page.getByLabel("Phone number").fill("55512");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("US phone number must be 10 digits long");

    await page.getByLabel("Country").selectOption("IL");
    await expect(page.getByLabel("Phone number")).toHaveAttribute("placeholder", "0501234567");
    await page.getByLabel("Phone number").fill("0401234567");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Israeli phone number must start with 05 and be 10 digits long");

    await page.getByLabel("Phone number").fill("0509999999");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Phone number not found in system. Please contact admin for registration.");
  });

  test("the code step enables Verify only at six digits, shows errors, and Back clears them", async ({ page }) => {
    const client = await createClient();
    await page.goto("/login");
    await page.getByLabel("Phone number").fill(client.national);
    const since = new Date();
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
    await expect(page.getByText("Code Sent", { exact: true }).first()).toBeVisible();
    const code = await waitForCode(client.phone, since);
    const verify = page.getByRole("button", { name: "Verify Code" });
    await page.getByLabel("Verification code").fill("12345");
    await expect(verify).toBeDisabled();
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Verification code").fill(wrong);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByRole("alert")).toHaveText("Invalid verification code");
    // The toast says the spec's words too, never Better Auth's "Invalid OTP".
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Verification Error" });
    await expect(toast).toContainText("Invalid verification code");
    await expect(page.getByText("Invalid OTP")).toHaveCount(0);

    await page.getByRole("button", { name: "Back to Phone Number" }).click();
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByLabel("Verification code")).toHaveValue("");
  });
});
