import { expect, type Page } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/** Console lines at warning or error level, and uncaught exceptions, from the moment of the call. */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") lines.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => lines.push(`pageerror: ${e.message}`));
  return lines;
}

/** Opens each path with a full load and waits until its main heading shows. */
async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle").catch(() => undefined);
  }
}

test.describe("the production console", () => {
  test("stays clean on the public pages", async ({ page }) => {
    const lines = watchConsole(page);
    const info: string[] = [];
    page.on("console", (m) => info.push(m.text()));
    await visit(page, ["/", "/login"]);
    expect(lines).toEqual([]);
    expect(info.filter((line) => line.includes("i18next"))).toEqual([]);
  });

  test("stays clean on the client's main pages", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    const lines = watchConsole(page);
    await visit(page, [
      "/dashboard",
      "/dashboard/revisions",
      "/dashboard/invoices",
      "/dashboard/store",
      "/dashboard/support",
      "/dashboard/settings",
    ]);
    expect(lines).toEqual([]);
  });

  test("stays clean on the admin's main pages", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    const lines = watchConsole(page);
    await visit(page, [
      "/admin/dashboard",
      "/admin/users",
      "/admin/revision-requests",
      "/admin/client-features",
      "/admin/feature-store",
      "/admin/invoices",
      "/admin/support-tickets",
      "/admin/settings",
    ]);
    expect(lines).toEqual([]);
  });
});

test("a screen that fails shows a friendly error with Retry, and Retry recovers", async ({ page }) => {
  await signInPage(page, demo.usClient.phone);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${demo.usClient.name}` })).toBeVisible();
  // The settings screen's code cannot be loaded (as after a deploy, or on a dropped connection).
  await page.route(/\/assets\/settings-page-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Settings" }).click();
  const error = page.getByRole("alert").filter({ hasText: "Something went wrong on this screen" });
  await expect(error).toBeVisible();
  // The layout stays: the person can go elsewhere.
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();

  await page.unroute(/\/assets\/settings-page-[^/]*\.js$/);
  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText("Something went wrong on this screen")).toHaveCount(0);
});
