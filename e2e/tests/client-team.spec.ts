import { expect } from "@playwright/test";
import { BASE_URL, DEMO_SITE_URL } from "../e2e-env.ts";
import { waitForEmail, waitForSms } from "../fixtures/outbox.ts";
import { signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo, demoFrame } from "./demo-frame-helpers.ts";
import { clientWithProject } from "./revisions-setup.ts";

// The colleague gets "Revisions and comments" alone: that right shows them the project and its
// demo, enough to pin and request a revision (decision 115).
test("an owner invites a colleague who signs in and requests a revision with a pin, but cannot see invoices or Team", async ({
  page,
  browser,
}) => {
  test.slow();
  const { person: owner } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/`, name: "Team Owner" });
  await signInPage(page, owner.phone);
  await page.goto("/dashboard/team");
  await expect(page.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Team", exact: true }),
  ).toBeVisible();

  const email = `colleague-${Date.now()}-${process.pid}@example.test`;
  await page.getByRole("button", { name: "Invite a colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a colleague" });
  await dialog.getByLabel("Full name").fill("Rina Colleague");
  await dialog.getByLabel("Email").fill(email);
  await expect(dialog.getByRole("checkbox", { name: "Project and demo" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Project and demo" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Revisions and comments" }).check();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Colleague invited")).toBeVisible();
  const rights = page.getByRole("group", { name: "Rights of Rina Colleague" });
  await expect(rights.getByRole("checkbox", { name: "Revisions and comments" })).toBeChecked();
  await expect(rights.getByRole("checkbox", { name: "Project and demo" })).not.toBeChecked();
  await expect(rights.getByRole("checkbox", { name: "Invoices and purchases" })).not.toBeChecked();

  // The colleague sets a password from the invitation e-mail and signs in with it.
  const mail = await waitForEmail(email);
  const link = mail.text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0] ?? "";
  expect(link).toContain("/set-password?");
  const colleagueContext = await browser.newContext({ baseURL: BASE_URL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await colleague.getByLabel("New Password").fill("colleague-password-1");
  await colleague.getByLabel("Confirm Password").fill("colleague-password-1");
  await colleague.getByRole("button", { name: "Set Password" }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  const signIn = await colleague.request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    data: { email, password: "colleague-password-1" },
    headers: { origin: BASE_URL },
  });
  expect(signIn.ok()).toBeTruthy();

  await colleague.goto("/dashboard");
  const nav = colleague.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Revision Requests" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Invoices" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Team", exact: true })).toHaveCount(0);

  await colleague.getByRole("button", { name: "Request Revision" }).click();
  const request = colleague.getByRole("dialog", { name: "Request a Revision" });
  await request.getByRole("button", { name: "Add comments" }).click();
  await expect(request.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
  await clickInDemo(request, demoFrame(request).locator("#logo"));
  await request.getByPlaceholder("What should change here?").fill("Bigger logo");
  await request.getByRole("button", { name: "Add comment", exact: true }).click();
  await expect(request.getByText("Screenshot attached")).toHaveCount(1);
  await request.getByLabel("Description").fill("A colleague asks for a bigger logo.");
  await request.getByRole("button", { name: "Submit request" }).click();
  await expect(request).toBeHidden();
  await colleague.goto("/dashboard/revisions");
  await expect(colleague.getByText("A colleague asks for a bigger logo.")).toBeVisible();
  await expect(colleague.getByTestId("revision-requester")).toHaveCount(0);

  // The owner sees the colleague's request as the company's, named by who asked (decision 128).
  await page.goto("/dashboard/revisions");
  const card = page.getByTestId("revision-card").filter({ hasText: "A colleague asks for a bigger logo." });
  await expect(card.getByText("Requested by Rina Colleague")).toBeVisible();

  // The Team page is the owner's: the colleague reads that it is not theirs.
  await colleague.goto("/dashboard/team");
  await expect(colleague.getByRole("heading", { name: "Your company has not given you this page" })).toBeVisible();
  await colleagueContext.close();
});

test("an owner invites a colleague by phone, whose SMS link signs them in to the first page their rights give", async ({
  page,
  browser,
}) => {
  const { person: owner } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/`, name: "Phone Owner" });
  await signInPage(page, owner.phone);
  await page.goto("/dashboard/team");
  await page.getByRole("button", { name: "Invite a colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a colleague" });
  await dialog.getByLabel("Full name").fill("Bookkeeper Phone");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Enter an e-mail address or a phone number")).toBeVisible();
  // A number no one has: the test's process and clock make it unique enough.
  const digits = `202555${String(Date.now() % 10_000).padStart(4, "0")}`;
  await dialog.getByLabel("Phone (optional)").fill(digits);
  await dialog.getByRole("checkbox", { name: "Project and demo" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Invoices and purchases" }).check();
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Colleague invited")).toBeVisible();

  const sms = await waitForSms(`+1${digits}`, since);
  expect(sms).toContain("You were invited to join");
  const link = sms.match(/https?:\/\/\S+\/login\/link\?token=\S+/)?.[0] ?? "";
  expect(link).toContain("/login/link?token=");
  const colleagueContext = await browser.newContext({ baseURL: BASE_URL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  // Billing alone: the dashboard is not theirs, so they land on invoices.
  await expect(colleague).toHaveURL(/\/dashboard\/invoices$/);
  const nav = colleague.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Invoices" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await colleagueContext.close();
});
