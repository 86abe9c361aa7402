import { type BrowserContext, expect, type Page } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { test } from "../fixtures/test.ts";

/** Chooses Hebrew the way the app stores it: in storage and in the cookie the server reads. */
async function chooseHebrew(context: BrowserContext) {
  await context.addCookies([{ name: "portal.language", value: "he", url: BASE_URL }]);
  await context.addInitScript(() => localStorage.setItem("portal.language", "he"));
}

/** Console lines at warning or error level (hydration mismatches among them), and uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") lines.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => lines.push(`pageerror: ${e.message}`));
  return lines;
}

/** Holds every request matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("prerendered public pages, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in screen and the landing page show in English, left to right", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByLabel("Phone number")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  });

  test("in Hebrew, right to left, for a visitor who chose Hebrew", async ({ page, context }) => {
    await chooseHebrew(context);
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "התחברות" })).toBeVisible();
    await expect(page.getByRole("button", { name: "שליחת קוד אימות" })).toBeVisible();
  });
});

test.describe("prerendered public pages, hydrated", () => {
  for (const lang of ["en", "he"] as const) {
    test(`take over without a mismatch or a console warning (${lang})`, async ({ page, context }) => {
      if (lang === "he") await chooseHebrew(context);
      // Hydration keeps the prerendered nodes; rendering afresh would remove them from #root.
      await context.addInitScript(() => {
        const seen = window as unknown as { rootReplaced: boolean };
        seen.rootReplaced = false;
        new MutationObserver((records) => {
          if (records.some((r) => (r.target as Element).id === "root" && r.removedNodes.length > 0)) seen.rootReplaced = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const lines = watchConsole(page);
      for (const path of ["/", "/login"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-prerendered", lang);
        await page.waitForLoadState("networkidle").catch(() => undefined);
        expect(await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)).toBe(false);
      }
      expect(lines).toEqual([]);
      // The page answers clicks: React has taken it over.
      await page.getByRole("button", { name: lang === "he" ? "החלפת שפה" : "Switch language" }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" ? "ltr" : "rtl");
    });
  }

  test("the sign-in form works at once, without waiting on /api/me", async ({ page }) => {
    // The session check never answers: the public screen must not depend on it.
    await page.route("**/api/me", () => undefined);
    await page.goto("/login");
    await page.getByLabel("Phone number").fill("55512");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("US phone number must be 10 digits long");
  });

  test("a country chosen and a number typed before the app takes over are kept", async ({ page }) => {
    // The app's code is held back until the visitor has filled the prerendered form.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Country").selectOption("IL");
    await page.getByLabel("Phone number").fill("0501234567");
    release();
    // Taken over: the dial code follows the chosen country, which only the app does.
    await expect(page.getByText("+972", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Country")).toHaveValue("IL");
    await expect(page.getByLabel("Phone number")).toHaveValue("0501234567");
  });

  test("a tap on Send Verification Code before the app takes over is answered once it has", async ({ page }) => {
    // The entry runs (it holds the form's submit); the app's own start is held back.
    const release = await holdRequests(page, "**/assets/start-app-*.js");
    await page.goto("/login", { waitUntil: "commit" });
    // The entry has run once it has applied the preloaded style sheet.
    await page.waitForFunction(() => document.querySelector('link[rel="stylesheet"][href$=".css"]') !== null);
    await page.getByLabel("Phone number").fill("55512");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    release();
    // Answered by the app, with the number typed before it took over.
    await expect(page.getByRole("alert")).toHaveText("US phone number must be 10 digits long");
    await expect(page.getByLabel("Phone number")).toHaveValue("55512");
    expect(new URL(page.url()).search).toBe("");
  });

  test("the app takes over only once the full style sheet is in (the HTML inlines only the page's rules)", async ({ page }) => {
    const release = await holdRequests(page, "**/assets/*.css");
    await page.goto("/login", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
    await page.getByLabel("Country").selectOption("IL");
    // Its code is in, but the app waits for the style sheet: the dial code does not follow yet.
    await page.waitForFunction(() => {
      // main.tsx turns the preloaded sheet into the page's sheet once it has painted, then waits for it.
      const waiting = document.querySelector('link[rel="stylesheet"][href$=".css"]') !== null;
      const fetched = new Set(performance.getEntriesByType("resource").map((e) => e.name));
      const chunks = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
      return waiting && chunks.every((link) => fetched.has(link.href));
    });
    await expect(page.getByText("+972", { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText("+972", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => Array.from(document.styleSheets).some((s) => s.href?.endsWith(".css")))).toBe(true);
  });

  test("the landing page's Sign in link leads to the sign-in screen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  });
});
