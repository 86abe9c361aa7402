import { inflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clickInDemo, demoFrame } from "./demo-frame-helpers.ts";
import { buyPremium } from "./revisions-setup.ts";

/** The text of a PDF's Info dictionary fields (pdf-lib writes them as UTF-16 hex, inside compressed object streams). */
function pdfInfoTexts(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // not a deflated stream (an image, a font in another filter)
    }
  }
  const texts: string[] = [];
  for (const part of parts)
    for (const [, hex] of part.matchAll(/\/(?:Title|Author)\s*<FEFF([0-9A-Fa-f]+)>/g))
      texts.push(
        Buffer.from(hex ?? "", "hex")
          .swap16()
          .toString("utf16le"),
      );
  return texts;
}

/** Edits one milestone's amount (and when it is invoiced) in the admin's Milestones card. */
async function setAmount(page: Page, milestone: string, amount: string) {
  await page.getByRole("button", { name: `Edit ${milestone}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit milestone" });
  await dialog.getByLabel("Amount (USD)").fill(amount);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

/** Asks the client for approval of a milestone, naming the demo pages to review. */
async function askForApproval(page: Page, milestone: string, pages: string, version: string) {
  await page.getByRole("button", { name: `Ask for approval of ${milestone}` }).click();
  const ask = page.getByRole("dialog", { name: `Ask for approval of ${milestone}` });
  await ask.getByLabel("Demo pages to review").fill(pages);
  await ask.getByLabel("Version label (optional)").fill(version);
  await ask.getByRole("button", { name: "Ask for approval" }).click();
  await expect(ask).toBeHidden();
}

const milestoneRow = (page: Page, title: string): Locator =>
  page.getByTestId("admin-milestone").filter({ has: page.getByText(title, { exact: true }) });

test("a project from the milestone template: changes requested with a pin, approved, certified and the design invoice paid", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const person = await createClient("Journey Client", `Journey Bakery ${Date.now()}`);
  // Changes are revision requests, and their rules apply: the client is premium.
  const api = await apiSignIn(person.phone);
  await buyPremium(api);
  await api.dispose();

  // The admin creates the project, starts from the template and puts amounts on it.
  const adminPage = await browser.newPage();
  await signInPage(adminPage, demo.admin.phone);
  await adminPage.goto(`/admin/users/${person.id}`);
  await adminPage.getByRole("button", { name: "Create Project" }).click();
  // The toast, not the page's activity, which also shows "Project created" as it happens.
  await expect(adminPage.locator("[data-sonner-toast]").filter({ hasText: "Project created" })).toBeVisible();
  await adminPage.getByRole("button", { name: "Use the template" }).click();
  await expect(adminPage.getByTestId("admin-milestone")).toHaveCount(4);
  await expect(adminPage.getByTestId("admin-milestone")).toContainText(["Deposit", "Design", "Build", "Launch"]);
  await setAmount(adminPage, "Deposit", "500");
  await setAmount(adminPage, "Design", "1500");
  await setAmount(adminPage, "Build", "2500");
  await expect(milestoneRow(adminPage, "Deposit")).toContainText("Invoiced when the project starts");
  await expect(milestoneRow(adminPage, "Design")).toContainText("$1,500.00");
  await expect(milestoneRow(adminPage, "Design")).toContainText("Invoiced on approval");

  // The project starts, with its demo: the deposit is invoiced.
  await adminPage.getByRole("button", { name: "Edit Project" }).click();
  await adminPage.getByLabel("Status").selectOption("in_progress");
  await adminPage.getByLabel("Demo URL").fill(DEMO_SITE_URL);
  await adminPage.getByRole("button", { name: "Save", exact: true }).click();
  await expect(adminPage.getByText("Project updated successfully")).toBeVisible();

  await askForApproval(adminPage, "Design", "/\n/menu", "Design v1");
  await expect(adminPage.getByText("The client was asked for approval")).toBeVisible();
  await expect(milestoneRow(adminPage, "Design")).toContainText("Awaiting approval");

  // The client reviews the demo and requests changes with a pin, tied to the milestone.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInPage(clientPage, person.phone);
  await clientPage.goto("/dashboard");
  await expect(clientPage.getByRole("heading", { name: /Design is ready for your approval/ })).toBeVisible();
  await expect(clientPage.getByText(/^Waiting for your approval since \S+/)).toBeVisible();
  await clientPage.getByRole("button", { name: "Request changes" }).click();
  const revision = clientPage.getByRole("dialog", { name: "Request a Revision" });
  await revision.getByRole("button", { name: "Add comments" }).click();
  await expect(revision.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
  await clickInDemo(revision, demoFrame(clientPage).getByRole("heading", { name: "Our menu" }));
  await revision.getByPlaceholder("What should change here?").fill("A warmer colour for the menu title");
  await revision.getByRole("button", { name: "Add comment", exact: true }).click();
  await expect(revision.getByTestId("pin")).toHaveCount(1);
  await revision.getByLabel("Description").fill("Design: one change before we approve.");
  await revision.getByRole("button", { name: "Submit request" }).click();
  await expect(clientPage.getByText(/^Revision request submitted successfully with 1 comment/)).toBeVisible();
  await expect(clientPage.getByText("Your changes were sent for Design")).toBeVisible();
  await expect(clientPage.getByText("Waiting for the agency: your changes are being made")).toBeVisible();
  await expect(clientPage.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

  // The admin's card hears of it; the revision request holds the pin. The admin asks again.
  await expect(milestoneRow(adminPage, "Design")).toContainText("Changes requested");
  await askForApproval(adminPage, "Design", "/\n/menu", "Design v2");
  await expect(milestoneRow(adminPage, "Design")).toContainText("Awaiting approval");

  // The client approves: full name, confirmation.
  await expect(clientPage.getByRole("heading", { name: /Design is ready for your approval/ })).toContainText("Design v2");
  await clientPage.getByRole("button", { name: "Approve", exact: true }).click();
  const approve = clientPage.getByRole("dialog", { name: "Approve Design" });
  await approve.getByLabel("Full name").fill("Journey Client");
  await approve.getByLabel("I have reviewed the pages and approve Design.").check();
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(clientPage.getByText("Design approved. Your certificate is ready.")).toBeVisible();
  const record = clientPage.getByTestId("approval-record");
  await expect(record).toContainText("Approved by Journey Client");
  await expect(record).toContainText(`${DEMO_SITE_URL}/menu`);
  await expect(clientPage.getByText("2 of 4 approved")).toHaveCount(0);
  await expect(clientPage.getByText("1 of 4 approved")).toBeVisible();

  // The certificate: a PDF download, named for the project's sign-off, the same file for the admin.
  const downloading = clientPage.waitForEvent("download");
  await record.getByRole("link", { name: "Download certificate: Design" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const certificate = Buffer.from(await (await clientPage.request.get(download.url())).body());
  expect(certificate.subarray(0, 5).toString()).toBe("%PDF-");
  expect(certificate.length).toBeGreaterThan(10_000);
  expect(certificate.subarray(-6).toString()).toContain("%%EOF");
  expect(pdfInfoTexts(certificate)).toEqual(expect.arrayContaining([expect.stringMatching(/^Sign-off certificate /)]));

  await expect(milestoneRow(adminPage, "Design")).toContainText("Approved", { timeout: 15_000 });
  const adminRecord = milestoneRow(adminPage, "Design").getByTestId("approval-record");
  await expect(adminRecord).toContainText("Journey Client");
  const adminLink = adminRecord.getByRole("link", { name: "Download certificate: Design" });
  expect(await adminLink.getAttribute("href")).toBe(new URL(download.url()).pathname);
  const adminCopy = await adminPage.request.get((await adminLink.getAttribute("href")) ?? "");
  expect(adminCopy.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await adminCopy.body()).equals(certificate)).toBe(true);

  // The design invoice was issued on the approval; the client pays it in the sandbox.
  await clientPage.goto("/dashboard/invoices");
  const deposit = clientPage.getByRole("row").filter({ hasText: "Project started: Deposit" });
  await expect(deposit).toContainText("$500.00");
  const design = clientPage.getByRole("row").filter({ hasText: "Milestone approved: Design" });
  await expect(design).toContainText("$1,500.00");
  await expect(design).toContainText("Pending");
  await design.getByRole("button", { name: /^Pay invoice / }).click();
  await clientPage.waitForURL(/\/api\/sandbox\/checkout\//);
  await clientPage.getByRole("button", { name: "Pay $1,500.00" }).click();
  await clientPage.waitForURL(/\/dashboard\/invoices/);
  await expect(clientPage.getByText("Payment Successful!")).toBeVisible();
  await expect(design).toContainText("Paid");
  await expect(design.getByRole("button", { name: /^Pay invoice / })).toHaveCount(0);
  await expect(deposit.getByRole("button", { name: /^Pay invoice / })).toBeVisible();
  await clientContext.close();
});
