import { expect } from "@playwright/test";
import { BASE_URL, DEMO_SITE_URL } from "../e2e-env.ts";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject } from "./revisions-setup.ts";

test.describe("installing the demo bridge", () => {
  test("the admin sees the snippet and its origin, and checks a demo with and without the bridge", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/demo-bridge?url=${encodeURIComponent(`${DEMO_SITE_URL}/menu`)}`);
    await expect(page.getByRole("heading", { name: "Demo bridge", level: 1 })).toBeVisible();
    await expect(page.getByTestId("bridge-snippet")).toHaveText(`<script src="${BASE_URL}/bridge.js"></script>`);
    await expect(page.getByTestId("bridge-origin")).toHaveText(BASE_URL);

    // Opened from a project's card: its demo is checked at once, from this browser.
    const result = page.getByTestId("bridge-check-result");
    await expect(result).toContainText("Bridge detected, version 3");

    await page.getByLabel("Demo address").fill(`${DEMO_SITE_URL}/plain`);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(result).toContainText("No bridge answered");
    await expect(result).toContainText("The page does not include the snippet");

    await page.getByLabel("Demo address").fill("ftp://example.com");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText("Enter a full website address starting with http:// or https://")).toBeVisible();
  });

  test("a project's card links to the check of its demo", async ({ page }) => {
    const { person } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/about`, premium: false, name: "Bridge Check" });
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/users/${person.id}`);
    await page.getByRole("link", { name: "Check the bridge" }).click();
    await expect(page).toHaveURL(/\/admin\/demo-bridge\?url=.*%2Fabout$/);
    await expect(page.getByTestId("bridge-check-result")).toContainText("Bridge detected, version 3");
  });
});
