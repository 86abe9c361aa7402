import { expect } from "@playwright/test";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

// The server hands a signed-in visitor's page their profile and names its first reads for
// preloading (docs/decisions/052-session-in-the-page.md): the screen needs no session round trip,
// and each first read is fetched once, not once preloaded and again by the app.
test("a signed-in cold load shows the home without asking /api/session, reading each first read once", async ({ page }) => {
  const client = await createClient("First Load Client", "First Load Co");
  await signInPage(page, client.phone);
  const asked: string[] = [];
  const warnings: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/") && r.method() === "GET") asked.push(new URL(r.url()).pathname);
  });
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /First Load Client/ })).toBeVisible();
  await expect(page.getByText("First Load Co")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).not.toContain("/api/session");
  for (const read of ["/api/projects/mine", "/api/billing/subscription", "/api/notifications/counts", "/api/companies"]) {
    expect(
      asked.filter((p) => p === read),
      read,
    ).toHaveLength(1);
  }
  expect(warnings).toEqual([]);

  // Signed out (here, in another tab), the same address goes to sign-in as before.
  await page.context().clearCookies();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
