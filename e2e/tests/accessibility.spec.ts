import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { scanAccessibility } from "../fixtures/axe.ts";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject } from "./revisions-setup.ts";

// Contrast is a property of the screen at rest: with reduced motion, toasts have no fade (sonner
// drops its transitions), so a toast can no longer be measured half-faded, entering or leaving.
test.use({ contextOptions: { reducedMotion: "reduce" } });
// Each test loads several screens and scans them (under a second a scan, a screen's load several
// seconds when the machine is busy).
test.describe.configure({ timeout: 90_000 });

/**
 * Waits until finite animations (dialogs sliding in, fades) are over, so contrast is measured on
 * final colours. A toast is in the page a frame before its fade-in starts (sonner marks it
 * `data-mounted` then): wait for that first, or the fade would be measured at its start.
 */
async function settle(page: Page) {
  // A toast is measured at full opacity (hidden stacked ones stay at 0): sonner sets data-mounted a
  // frame before its fade-in transition exists, so an animation check alone can run too early.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-sonner-toast]")).every(
      (toast) =>
        toast.getAttribute("data-mounted") === "true" &&
        (toast.getAttribute("data-visible") === "false" || getComputedStyle(toast).opacity === "1"),
    ),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Runs axe on the whole page (the client's own demo site in an iframe on another origin is not the portal). */
async function expectAccessible(page: Page) {
  await settle(page);
  const { violations, passes } = await scanAccessibility(page);
  expect(passes.length).toBeGreaterThan(0);
  const summary = violations
    .map((v) => {
      const targets = v.nodes.map(
        (n) => `    - ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
      );
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.join("\n")}`;
    })
    .join("\n");
  // Soft, so one run reports every state of a journey, not only the first one with a problem.
  expect.soft(violations.length, `Accessibility violations on ${page.url()}:\n${summary}`).toBe(0);
}

/** A first load in a fresh browser context: every script is fetched and compiled again, slow on a busy machine. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible({ timeout: 20_000 });
}

test.describe("accessibility: public pages", () => {
  test("landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("login, both steps", async ({ page }) => {
    const person = await createClient("Axe Login", "Axe Login Shop");
    await visit(page, "/login", "Login");
    await expectAccessible(page);
    await page.getByLabel("Phone number").fill(person.national);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByText("Enter the 6-digit code sent to")).toBeVisible();
    // The "Code Sent" toast comes with a lazily loaded toaster: measure it once it is there.
    await expect(page.getByText("Code Sent", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("login with e-mail and password, with its error, also at 390 px", async ({ page }) => {
    await visit(page, "/login", "Login");
    await page.getByRole("button", { name: "Sign in with e-mail and password" }).click();
    await page.getByLabel("E-mail").fill("nobody@example.test");
    await page.getByLabel("Password").fill("wrong-password-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  });

  test("the login screen with the signed-out toast", async ({ page }) => {
    const person = await createClient("Axe Toast", "Axe Toast Shop");
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expectAccessible(page);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("set-password without a link", async ({ page }) => {
    await page.goto("/set-password");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("accessibility: client pages", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
  });

  test("dashboard", async ({ page }) => {
    await visit(page, "/dashboard", /Brooks/);
    await expect(page.getByText("Premium Active")).toBeVisible();
    await expectAccessible(page);
  });

  test("dashboard: revision request dialog, also in comment mode", async ({ page }) => {
    await visit(page, "/dashboard", /Brooks/);
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await expect(dialog.getByText("Mark changes on your website")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    await expectAccessible(page);
  });

  test("dashboard: manage subscription dialog", async ({ page }) => {
    await visit(page, "/dashboard", /Brooks/);
    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await expect(page.getByRole("dialog", { name: "Manage Subscription" })).toBeVisible();
    await expectAccessible(page);
  });

  test("dashboard of a client without premium, with the upgrade dialog", async ({ page }) => {
    const person = await createClient("Axe Free", "Axe Free Studio");
    await page.context().clearCookies();
    await signInPage(page, person.phone);
    await visit(page, "/dashboard", /Axe Free/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Upgrade", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Upgrade to Premium" })).toBeVisible();
    await expectAccessible(page);
  });

  test("dashboard at 390 px with the menu drawer open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/dashboard", /Brooks/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessible(page);
  });

  test("revisions, with the details and comments dialogs", async ({ page }) => {
    await visit(page, "/dashboard/revisions", "Revision Requests");
    const card = page.getByTestId("revision-card").first();
    await expect(card).toBeVisible();
    await expectAccessible(page);
    await card.getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await card.getByRole("button", { name: "View My Comments" }).click();
    const comments = page.getByRole("dialog", { name: /My Comments/ });
    await expect(comments).toBeVisible();
    // With a comment's thread and its reply form open.
    await comments
      .getByTestId("comment-workflow")
      .first()
      .getByRole("button", { name: /^(Reply|\d+ repl)/ })
      .click();
    await expect(comments.getByTestId("comment-thread")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await card.getByRole("button", { name: "View Revision Request on Site" }).click();
    await expect(page.getByRole("dialog", { name: "View Revision Request on Site" }).getByTestId("pin").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("invoices", async ({ page }) => {
    await visit(page, "/dashboard/invoices", "Invoices");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);
  });

  test("store, both tabs and a feature's details", async ({ page }) => {
    await visit(page, "/dashboard/store", "Feature Store");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("article").first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "My Purchases" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("support, both tabs and a ticket", async ({ page }) => {
    await visit(page, "/dashboard/support", /Support/);
    await expect(page.getByRole("tab", { name: "Submit New Ticket" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);
    await page.getByRole("tab", { name: /My Support Tickets/ }).click();
    const closed = page.getByRole("button", { name: /^Open ticket #/ }).filter({ hasText: "Copy of the deposit invoice" });
    await expect(closed).toBeVisible();
    await expectAccessible(page);
    await closed.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });

  test("settings", async ({ page }) => {
    await visit(page, "/dashboard/settings", "Settings");
    await expect(page.getByText("daniel@brooksbakery.com")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("accessibility: admin pages", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, demo.admin.phone);
  });

  test("dashboard charts as tables", async ({ page }) => {
    await visit(page, "/admin/dashboard", /Dashboard/);
    for (const chart of ["revenue", "openTickets", "pipeline"]) {
      const card = page.locator(`[data-chart="${chart}"]`);
      await card.getByRole("button", { name: "Show as table", exact: true }).click();
      await expect(card.getByRole("table")).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("dashboard and a project dialog", async ({ page }) => {
    await visit(page, "/admin/dashboard", /Dashboard/);
    const view = page.getByRole("button", { name: "View the project of Daniel Brooks" });
    await expect(view).toBeVisible();
    // The charts drawn (their code loads after the screen), then as much as is on screen is scanned.
    await expect(page.getByRole("img", { name: "Project pipeline", exact: true })).toBeVisible();
    await expectAccessible(page);
    await view.click();
    await expect(page.getByRole("dialog", { name: /^Project:/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("dialog").getByRole("button", { name: "Edit Project" }).click();
    await expectAccessible(page);
  });

  test("users, Add client and a client's page", async ({ page }) => {
    await visit(page, "/admin/users", "Manage Users");
    await expect(page.getByRole("list", { name: "Clients" }).getByRole("listitem").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add client" }).click();
    await expect(page.getByRole("dialog", { name: "Add client" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox", { name: "Search users" }).fill("Brooks Family Bakery");
    const list = page.getByRole("list", { name: "Clients" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await list.getByRole("link", { name: "Manage" }).click();
    await expect(page.getByRole("link", { name: "Back to Users" })).toBeVisible();
    await expect(page.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a client's delete confirmation", async ({ page }) => {
    const client = await createClient("Axe Delete", "Axe Delete Shop");
    await visit(page, "/admin/users", "Manage Users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(client.email);
    await expect(page.getByRole("list", { name: "Clients" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: `Delete ${client.businessName}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });

  test("a new client's page: Resend invite and its confirmation, the project's Advanced dialog", async ({ page }) => {
    const client = await createClient("Axe Invite", "Axe Invite Shop");
    await page.goto(`/admin/users/${client.id}`);
    await expect(page.getByRole("button", { name: "Resend invite" })).toBeVisible();
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByRole("button", { name: "Advanced" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Advanced" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Resend invite" }).click();
    await expect(page.getByRole("dialog", { name: "Send a new set-password link?" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  });

  test("revision requests and a request's page", async ({ page }) => {
    await visit(page, "/admin/revision-requests", "Revision Requests");
    // Other specs' clients come first (newest first, paged): find Daniel by his e-mail.
    await page.getByRole("searchbox", { name: "Search by e-mail" }).fill("daniel@brooksbakery.com");
    const show = page.getByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" });
    await expect(show).toBeVisible();
    await expectAccessible(page);
    await show.click();
    const first = page.getByRole("link", { name: /^View Revision Request #/ }).first();
    await expect(first).toBeVisible();
    await expectAccessible(page);
    await first.click();
    await expect(page.getByRole("heading", { name: /^Revision Request #/ })).toBeVisible();
    await expectAccessible(page);
    // Walking to the first comment and opening its thread.
    await page.getByRole("button", { name: "Next comment" }).click();
    await page
      .getByTestId("comment-workflow")
      .first()
      .getByRole("button", { name: /^(Reply|\d+ repl)/ })
      .click();
    await expect(page.getByTestId("comment-thread")).toBeVisible();
    await expectAccessible(page);
  });

  test("the demo bridge page with a check that found the bridge and one that did not", async ({ page }) => {
    await visit(page, `/admin/demo-bridge?url=${encodeURIComponent(DEMO_SITE_URL)}`, "Demo bridge");
    await expect(page.getByTestId("bridge-check-result")).toContainText("Bridge detected");
    await expectAccessible(page);
    await page.getByLabel("Demo address").fill(`${DEMO_SITE_URL}/plain`);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByTestId("bridge-check-result")).toContainText("No bridge answered");
    await expectAccessible(page);
  });

  test("invoices and Add Invoice", async ({ page }) => {
    await visit(page, "/admin/invoices", "Invoices");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Invoice" }).click();
    await expect(page.getByRole("dialog", { name: "Add Invoice" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    // The first one that can be edited: other specs' invoices paid through checkout are locked.
    await page
      .getByRole("button", { name: /^Edit invoice / })
      .and(page.locator("button:enabled"))
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: /^Edit invoice / })).toBeVisible();
    await expectAccessible(page);
  });

  test("feature store and its dialogs", async ({ page }) => {
    await visit(page, "/admin/feature-store", "Feature Management");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Feature" }).click();
    await expect(page.getByRole("dialog", { name: "Add Feature" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    await expect(page.getByRole("dialog", { name: "Edit Feature" })).toBeVisible();
    await expectAccessible(page);
  });

  test("client features", async ({ page }) => {
    await visit(page, "/admin/client-features", /Features/);
    await expectAccessible(page);
  });

  test("support tickets and a ticket", async ({ page }) => {
    await visit(page, "/admin/support-tickets", /Support/);
    const row = page.locator("tr", { hasText: "Copy of the deposit invoice" });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.getByRole("button", { name: /^View/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });

  test("the invoices table at 1280 px, every column shown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, "/admin/invoices", "Invoices");
    await expect(page.getByRole("columnheader", { name: "Billing", exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("a client's user page at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/admin/users", "Manage Users");
    await page.getByRole("searchbox", { name: "Search users" }).fill("daniel@brooksbakery.com");
    await page.getByRole("link", { name: "Manage Daniel Brooks" }).click();
    // The e-mail shows in the list's row too: the user page is there once its own heading is.
    await expect(page.getByRole("heading", { level: 1, name: /Daniel Brooks/ })).toBeAttached();
    await expect(page.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("Add Invoice with the client picker open", async ({ page }) => {
    await visit(page, "/admin/invoices", "Invoices");
    await page.getByRole("button", { name: "Add Invoice" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Invoice" });
    await dialog.getByRole("combobox", { name: "Client" }).press("ArrowDown");
    await expect(dialog.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("activity", async ({ page }) => {
    await visit(page, "/admin/activity", "Activity");
    await expect(page.locator("[data-audit-kind]").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("settings", async ({ page }) => {
    await visit(page, "/admin/settings", /Settings/);
    await expectAccessible(page);
  });

  test("dev outbox and one mail", async ({ page }) => {
    // A new client is sent the set-password e-mail, so the outbox has at least one mail.
    await createClient("Outbox A11y", "Outbox A11y Studio");
    await visit(page, "/admin/dev-outbox", "Dev Outbox");
    const open = page.getByRole("table").getByRole("button").first();
    await expect(open).toBeVisible();
    await expectAccessible(page);
    await open.click();
    await expect(page.getByRole("tab", { name: "Plain text" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("accessibility: Hebrew", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("portal.language", "he"));
  });

  test("login", async ({ page }) => {
    await visit(page, "/login", "התחברות");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);
  });

  test("login with e-mail and password", async ({ page }) => {
    await visit(page, "/login", "התחברות");
    await page.getByRole("button", { name: 'התחברות עם דוא"ל וסיסמה' }).click();
    await page.getByLabel('דוא"ל').fill("nobody@example.test");
    await page.getByLabel("סיסמה").fill("wrong-password-1");
    await page.getByRole("button", { name: "התחברות", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectAccessible(page);
  });

  test("client dashboard, store and support", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await visit(page, "/dashboard", /Brooks/);
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expectAccessible(page);
    await page.goto("/dashboard/store");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/dashboard/support");
    await expect(page.getByRole("tab").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("admin users and invoices", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await expect(page.getByRole("listitem").first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/invoices");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);
  });

  test("the invoices table at 1280 px, a client's user page (also at 390 px) and a ticket dialog", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/invoices");
    await expect(page.getByRole("columnheader", { name: "חיוב", exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/users");
    await page.getByRole("searchbox").fill("daniel@brooksbakery.com");
    await page.getByRole("link", { name: "ניהול Daniel Brooks" }).click();
    // The list's row shows the same e-mail: wait for the user page itself, its heading included.
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await expect(page.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // The phone layout mounts the page again: measure it once it is back.
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await expect(page.getByText("daniel@brooksbakery.com").first()).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/support-tickets");
    const row = page.locator("tr", { hasText: "Copy of the deposit invoice" });
    await row.getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });

  test("Add Invoice with the client picker open, and a refused typed date", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    await page.getByRole("button", { name: "הוספת חשבונית" }).first().click();
    const dialog = page.getByRole("dialog", { name: "הוספת חשבונית" });
    await dialog.getByRole("combobox", { name: "לקוח" }).fill("a");
    await expect(dialog.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("textbox", { name: "מתאריך", exact: true }).fill("31/02/2026");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "31/02/2026" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a client's ticket dialog at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/support");
    await page.getByRole("tab").nth(1).click();
    await page.getByRole("button", { name: /Copy of the deposit invoice/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });
});

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe("keyboard", () => {
  test("Enter on a link of a bridged demo pins the comment on that link, not at the corner", async ({ page }) => {
    const { person } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Bridge Keyboard Client" });
    await signInPage(page, person.phone);
    await visit(page, "/dashboard", /Bridge Keyboard Client/);
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await dialog.getByRole("button", { name: "Add comments" }).click();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "connected");
    await dialog.frameLocator("iframe").getByRole("link", { name: "menu" }).focus();
    await page.keyboard.press("Enter");
    const position = dialog.getByText(/^New comment at \d+\.\d%, \d+\.\d% \(Desktop\)$/);
    await expect(position).toBeVisible();
    await expect(position).not.toHaveText(/at 0\.0%, 0\.0%/);
  });

  test("the revision request dialog works with Tab, Enter and Escape", async ({ page }) => {
    const { person } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/plain`, name: "Keyboard Client" });
    await signInPage(page, person.phone);
    await visit(page, "/dashboard", /Keyboard Client/);
    const open = page.getByRole("button", { name: "Request Revision" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await expect(dialog).toBeVisible();

    // Comment mode on; focus stays on the toggle.
    const toggle = dialog.getByRole("button", { name: "Add comments" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const exit = dialog.getByRole("button", { name: "Exit annotation mode" });
    await expect(exit).toHaveAttribute("aria-pressed", "true");
    await expect(exit).toBeFocused();
    await expect(dialog.getByTestId("demo-frame")).toHaveAttribute("data-bridge", "none");

    // Enter on the overlay places a comment inside the frame, and the comment box takes the focus.
    const overlay = dialog.getByRole("button", { name: "Click on the website to place a comment" });
    await tabTo(page, overlay);
    await page.keyboard.press("Enter");
    const box = dialog.getByPlaceholder("What should change here?");
    await expect(box).toBeFocused();
    await expect(dialog.getByText(/^New comment at (49\.9|50\.\d)%, (49\.9|50\.\d)% \(Desktop\)$/)).toBeVisible();
    await page.keyboard.type("Keyboard comment");
    await tabTo(page, dialog.getByRole("button", { name: "Add comment", exact: true }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("pin")).toHaveCount(1);
    // The box is gone: the focus goes back to the comment-mode toggle, not to the page.
    await expect(exit).toBeFocused();

    // Escape in a new comment box cancels that comment only; the dialog and its draft stay.
    await tabTo(page, overlay);
    await page.keyboard.press("Enter");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(exit).toBeFocused();
    await expect(dialog.getByTestId("pin")).toHaveCount(1);

    await tabTo(page, dialog.getByLabel("Description"));
    await page.keyboard.type("Typed with the keyboard only.");
    const submit = dialog.getByRole("button", { name: "Submit request" });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Revision request submitted successfully with 1 comment/)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Closing returns the focus to the button that opened the dialog.
    await expect(open).toBeFocused();

    // Escape closes the dialog itself when no comment is being written.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the store's tabs work with arrows, Enter and Tab", async ({ page }) => {
    await signInPage(page, demo.usClient.phone);
    await visit(page, "/dashboard/store", "Feature Store");
    const available = page.getByRole("tab", { name: "Available Features" });
    const purchases = page.getByRole("tab", { name: "My Purchases" });
    await tabTo(page, available);
    await page.keyboard.press("ArrowRight");
    await expect(purchases).toBeFocused();
    await expect(purchases).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: "Social Media Integration" })).toBeVisible();
    // Tab leaves the tab list for the selected panel's content.
    await page.keyboard.press("Tab");
    const panel = page.getByRole("tabpanel");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBeTruthy();
    await page.keyboard.press("Shift+Tab");
    await expect(purchases).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(available).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(available).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article").first()).toBeVisible();
    // A card's View Details opens with Enter and Escape brings the focus back to it.
    const details = page.getByRole("article").first().getByRole("button", { name: "View Details" });
    await tabTo(page, details);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(details).toBeFocused();
  });
});
