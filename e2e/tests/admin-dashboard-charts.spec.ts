import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

interface Charts {
  revenue: Array<{ month: string; amountCents: number }>;
  pipeline: Array<{ status: string; count: number }>;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const monthName = (key: string) =>
  new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`));

async function charts(admin: APIRequestContext): Promise<Charts> {
  const response = await admin.get("/api/admin/dashboard/charts");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Charts;
}

/** The x positions of a drawn chart's labels of its first and last month (written by the browser's Intl in `language`). */
async function firstAndLastTickX(page: Page, card: Locator, months: string[], language: string) {
  const label = (key: string) =>
    page.evaluate(
      ([month, lang]) =>
        new Intl.DateTimeFormat(lang, { month: "short", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${month}-01T00:00:00Z`),
        ),
      [key, language],
    );
  const tick = async (key: string) => card.locator("svg text").filter({ hasText: await label(key) });
  const firstTick = await tick(months[0]);
  await expect(firstTick).toBeVisible();
  const first = await firstTick.boundingBox();
  const last = await (await tick(months[months.length - 1])).boundingBox();
  if (!first || !last) throw new Error("the chart's period labels have no box");
  return { first: first.x, last: last.x };
}

test("the admin dashboard draws four charts, gives a chart's figures as a table, and reads right to left in Hebrew", async ({
  page,
}) => {
  const client = await createClient("Charts Client", "Charts Studio");
  const admin = await apiSignIn(demo.admin.phone);
  const before = await charts(admin);
  const created = await admin.post("/api/admin/invoices", {
    multipart: { clientId: client.id, amount: "1234.56", description: "Charts e2e", status: "paid" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const after = await charts(admin);
  // Paid now, so it counts in this month (other specs pay invoices too: at least this much more).
  expect((after.revenue.at(-1)?.amountCents ?? 0) - (before.revenue.at(-1)?.amountCents ?? 0)).toBeGreaterThanOrEqual(123_456);

  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/dashboard");
  const section = page.getByRole("region", { name: "Charts", exact: true });
  for (const [id, title] of [
    ["revenue", "Paid revenue by month"],
    ["openTickets", "Open tickets over time"],
    ["revisionRequests", "Revision requests per week"],
    ["pipeline", "Project pipeline"],
  ]) {
    const card = section.locator(`[data-chart="${id}"]`);
    await expect(card.getByRole("heading", { name: title, exact: true })).toBeVisible();
    // Drawn, named by its heading (the demo data has figures for every chart).
    await expect(card.getByRole("img", { name: title, exact: true }).locator("svg.recharts-surface").first()).toBeVisible();
  }

  // By its card, not the section: the section's name changes with the language.
  const revenue = page.locator('[data-chart="revenue"]');
  const months = after.revenue.map((r) => r.month);
  const english = await firstAndLastTickX(page, revenue, months, "en");
  expect(english.first).toBeLessThan(english.last);

  await revenue.getByRole("button", { name: "Show as table", exact: true }).click();
  const table = revenue.getByRole("table", { name: "Paid revenue by month", exact: true });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(table.getByRole("columnheader")).toHaveText(["Month", "Paid revenue"]);
  // The same figures as the API, month by month (compared again if another spec pays an invoice meanwhile).
  await expect(async () => {
    const now = await charts(admin);
    const rows = now.revenue.map((r) => `${monthName(r.month)}${usd.format(r.amountCents / 100)}`);
    expect(await table.getByRole("row").allTextContents()).toEqual(["MonthPaid revenue", ...rows]);
  }).toPass({ timeout: 20_000 });
  await expect(revenue.getByRole("button", { name: "Show as chart", exact: true })).toBeFocused();

  // Hebrew: the table reads right to left, and the drawn chart's time runs from the right.
  await page.getByRole("button", { name: "Switch language" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const hebrewTable = revenue.getByRole("table", { name: "הכנסות ששולמו לפי חודש", exact: true });
  await expect(hebrewTable.getByRole("columnheader")).toHaveText(["חודש", "הכנסות ששולמו"]);
  await expect(hebrewTable).toHaveCSS("direction", "rtl");
  await revenue.getByRole("button", { name: "הצגה כתרשים", exact: true }).click();
  await expect(revenue.getByRole("img", { name: "הכנסות ששולמו לפי חודש", exact: true })).toBeVisible();
  const hebrew = await firstAndLastTickX(page, revenue, months, "he");
  expect(hebrew.first).toBeGreaterThan(hebrew.last);
  await admin.dispose();
});

test("the charts stack one per row on a narrow screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/dashboard");
  const section = page.getByRole("region", { name: "Charts", exact: true });
  await expect(section.getByRole("img", { name: "Open tickets over time", exact: true })).toBeVisible();
  const revenue = await section.locator('[data-chart="revenue"]').boundingBox();
  const tickets = await section.locator('[data-chart="openTickets"]').boundingBox();
  expect(revenue && tickets && tickets.y >= revenue.y + revenue.height).toBeTruthy();
  expect(revenue && revenue.width > 300).toBeTruthy();
});
