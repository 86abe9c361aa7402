import { expect } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("route guard", () => {
  test("signed-out visitors are sent to /login, which brings them back", async ({ page }) => {
    for (const path of ["/dashboard", "/dashboard/settings", "/admin/dashboard", "/admin/users"]) {
      await page.goto(path);
      // With the page asked for, to come back to after signing in.
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    }
  });

  test("the short paths go to their dashboard pages", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    for (const short of ["invoices", "store", "support", "settings"]) {
      await page.goto(`/${short}`);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${short}$`));
    }
  });

  test("a client on an admin page goes to /dashboard, and /login sends them home", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an admin on a client page goes to /admin/dashboard", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("unknown paths show the 404 page with a link home, and log the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(logged.some((line) => line.includes("/no/such/page"))).toBeTruthy();
  });

  test("the landing page has a Sign in link", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
