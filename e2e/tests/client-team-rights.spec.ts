import { expect, type Page } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject } from "./revisions-setup.ts";

/** Neither the page nor anything on it is wider than the window. */
async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

// Decision 120: the colleague's screen follows the rights the owner gives, and the owner's change
// is made from the colleague's version (If-Match), checked at three widths in both languages.
test("an owner takes billing from a colleague, whose dashboard then loses Upgrade; both screens fit at 390, 1024 and 1280 px in both languages", async ({
  page,
  browser,
}) => {
  test.slow();
  const { person: owner } = await clientWithProject({ demoUrl: null, premium: false, name: "Rights Owner" });
  const known = await createClient("Rina Rights", "Rina's own studio");
  const ownerApi = await apiSignIn(owner.phone);
  const invited = await ownerApi.post("/api/companies/team", {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: {
      email: known.email,
      fullName: "Rina Rights",
      country: "US",
      rights: { project: true, revisions: false, billing: true, support: false },
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await ownerApi.dispose();

  // Rina acts for the owner's company: with billing she is offered the upgrade, not the sign-off.
  const colleagueContext = await browser.newContext({ baseURL: BASE_URL });
  const colleague = await colleagueContext.newPage();
  await signInPage(colleague, known.phone);
  const switched = await colleague.request.put("/api/companies/active", {
    data: { accountId: owner.id },
    headers: { origin: BASE_URL },
  });
  expect(switched.ok(), await switched.text()).toBeTruthy();
  await colleague.goto("/dashboard");
  await expect(colleague.getByRole("heading", { name: "Project Progress" })).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Upgrade" })).toBeVisible();
  await expect(colleague.getByRole("heading", { name: "Request Changes" })).toHaveCount(0);
  await expect(colleague.locator("main").getByText("Revision Bakery", { exact: true })).toBeVisible();
  await expect(colleague.locator("main").getByText("Rina's own studio")).toHaveCount(0);

  // The owner takes billing away on the Team page.
  await signInPage(page, owner.phone);
  await page.goto("/dashboard/team");
  const rights = page.getByRole("group", { name: "Rights of Rina Rights" });
  // A controlled box: it shows the saved state once the change is answered.
  await rights.getByRole("checkbox", { name: "Invoices and purchases" }).click();
  await expect(page.getByText("Rights of Rina Rights saved")).toBeVisible();
  await expect(rights.getByRole("checkbox", { name: "Invoices and purchases" })).not.toBeChecked();

  await colleague.reload();
  await expect(colleague.getByRole("heading", { name: "Project Progress" })).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Upgrade" })).toHaveCount(0);
  const nav = colleague.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Invoices" })).toHaveCount(0);

  for (const language of ["en", "he"] as const) {
    if (language === "he") {
      for (const p of [page, colleague]) {
        await p.getByRole("button", { name: "Switch language" }).first().click();
        await expect(p.locator("html")).toHaveAttribute("dir", "rtl");
      }
    }
    for (const width of [390, 1024, 1280]) {
      for (const [p, name] of [
        [page, "team"],
        [colleague, "dashboard"],
      ] as const) {
        await p.setViewportSize({ width, height: 900 });
        await p.reload();
        await expect(p.locator("main h1").first()).toBeVisible();
        await expect(p.getByRole("status").filter({ hasText: /Loading|טוען/ })).toHaveCount(0);
        await expectNoSideways(p);
        if (process.env.E2E_SHOTS)
          await p.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
      }
    }
  }
  await colleagueContext.close();
});
