import { expect, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** A client with a project whose demo is the sample site. */
async function clientWithProject(name: string) {
  const person = await createClient(name, `${name} Studio`);
  const admin = await apiSignIn(demo.admin.phone);
  const created = await admin.post("/api/admin/projects", { data: { clientId: person.id } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const patched = await admin.patch(`/api/admin/projects/${id}`, { data: { demoUrl: DEMO_SITE_URL } });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  await admin.dispose();
  return person;
}

/** The certificate behind a link, fetched with the page's session: a PDF. */
async function expectCertificate(page: Page, name: string) {
  const link = page.getByRole("link", { name });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("an admin starts milestones from the template and asks for design approval; the client signs off and both download the certificate", async ({
  browser,
}) => {
  const person = await clientWithProject("Signoff Client");

  const adminPage = await browser.newPage();
  await signInPage(adminPage, demo.admin.phone);
  await adminPage.goto(`/admin/users/${person.id}`);
  await adminPage.getByRole("button", { name: "Use the template" }).click();
  await expect(adminPage.getByTestId("admin-milestone")).toHaveCount(4);
  await expect(adminPage.getByTestId("admin-milestone").nth(1)).toContainText("Design");

  await adminPage.getByRole("button", { name: "Ask for approval of Design" }).click();
  const ask = adminPage.getByRole("dialog", { name: "Ask for approval of Design" });
  await ask.getByLabel("Demo pages to review").fill("/\n/menu");
  await ask.getByLabel("Version label (optional)").fill("Design v1");
  await ask.getByRole("button", { name: "Ask for approval" }).click();
  await expect(adminPage.getByText("The client was asked for approval")).toBeVisible();
  await expect(adminPage.getByTestId("admin-milestone").nth(1)).toContainText("Awaiting approval");

  const clientPage = await browser.newPage();
  await signInPage(clientPage, person.phone);
  await clientPage.goto("/dashboard");
  await expect(clientPage.getByText(/^Waiting for your approval since \S+/)).toBeVisible();
  await expect(clientPage.getByRole("heading", { name: /Design is ready for your approval/ })).toBeVisible();
  await expect(clientPage.getByRole("link", { name: "/menu" })).toHaveAttribute("href", `${DEMO_SITE_URL}/menu`);

  await clientPage.getByRole("button", { name: "Approve", exact: true }).click();
  const approve = clientPage.getByRole("dialog", { name: "Approve Design" });
  // Without the name and the confirmation, nothing is sent and the fields say why.
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approve.getByText("Type your full name", { exact: true })).toBeVisible();
  await approve.getByLabel("Full name").fill("Signoff Client");
  await approve.getByLabel("I have reviewed the pages and approve Design.").check();
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(clientPage.getByText("Design approved. Your certificate is ready.")).toBeVisible();
  await expect(clientPage.getByTestId("approval-record")).toContainText("Approved by Signoff Client");
  await expect(clientPage.getByText("1 of 4 approved")).toBeVisible();
  await expect(clientPage.getByTestId("progress-percent")).toHaveText("25%");
  await expectCertificate(clientPage, "Download certificate: Design");

  // The admin's screen hears of it and shows the same record.
  await expect(adminPage.getByTestId("admin-milestone").nth(1)).toContainText("Approved", { timeout: 15_000 });
  await expect(adminPage.getByTestId("approval-record")).toContainText("Signoff Client");
  await expectCertificate(adminPage, "Download certificate: Design");

  // In Hebrew: the timeline right to left, the titles and the certificate link in Hebrew.
  await clientPage.evaluate(() => localStorage.setItem("portal.language", "he"));
  await clientPage.reload();
  await expect(clientPage.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(clientPage.getByText("אבני דרך", { exact: true })).toBeVisible();
  await expect(clientPage.getByText("1 מתוך 4 אושרו")).toBeVisible();
  await expectCertificate(clientPage, "הורדת תעודת אישור: עיצוב");
});
