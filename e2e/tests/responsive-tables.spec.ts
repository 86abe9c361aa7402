import { expect, type Locator, type Page } from "@playwright/test";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const HEIGHT = 900;

/** Nothing on the page scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every shown header and cell of the table's first rows lies inside its container (no sideways
 * scrolling) and is the element actually painted at its centre (not covered by another column).
 */
async function expectEveryColumnReadable(table: Locator) {
  const problems = await table.evaluate((container) => {
    const box = container.getBoundingClientRect();
    const out: string[] = [];
    if (container.scrollWidth > container.clientWidth + 1) {
      out.push(`container scrolls: ${container.scrollWidth} > ${container.clientWidth}`);
    }
    const cells = Array.from(container.querySelectorAll<HTMLElement>("thead th, tbody tr:nth-child(-n+3) td"));
    for (const cell of cells) {
      if (!cell.checkVisibility()) continue;
      const r = cell.getBoundingClientRect();
      const label = `${cell.tagName} "${(cell.textContent ?? "").trim().slice(0, 30)}"`;
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${label} outside the container`);
      cell.scrollIntoView({ block: "center" });
      const now = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(now.left + now.width / 2, now.top + Math.min(now.height / 2, 12));
      if (!hit || !cell.contains(hit)) out.push(`${label} covered by ${hit?.tagName ?? "nothing"}`);
    }
    return out;
  });
  expect(problems).toEqual([]);
}

for (const width of [1024, 1280, 1920]) {
  test(`the invoices table shows every column without sideways scrolling at ${width} px (admin and client)`, async ({ page }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/invoices");
    const table = page.getByTestId("invoices-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectEveryColumnReadable(table);
    // Every fact of the spec's columns is on screen, as a column or under Number / Description.
    const firstRow = table.locator("tbody tr").first();
    for (const label of ["Date", "Due Date"]) {
      const asColumn = await table.getByRole("columnheader", { name: label, exact: true }).isVisible();
      if (!asColumn) await expect(firstRow.getByText(new RegExp(`^${label}:`))).toBeVisible();
    }
    await expect(table.getByRole("columnheader", { name: "Status" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Actions" })).toBeVisible();

    await signInPage(page, demo.usClient.phone);
    await page.goto("/dashboard/invoices");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectEveryColumnReadable(table);
  });
}

test("at 390 px invoices and a client's features are cards with every control on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/invoices");
  await expect(page.getByRole("list", { name: "Invoices" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("invoices-table")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  await page.goto("/admin/client-features");
  await page.getByRole("button", { name: "View Features for daniel@brooksbakery.com" }).click();
  const status = page.getByRole("combobox", { name: /^Status of / }).first();
  await expect(status).toBeVisible();
  await expectNoHorizontalOverflow(page);
  for (const control of [status, page.getByRole("spinbutton", { name: /^Progress of / }).first()]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  }
});

for (const width of [1024, 1280]) {
  test(`the Activity table shows every column without sideways scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/activity");
    const table = page.getByTestId("activity-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectEveryColumnReadable(table);
  });
}

test("the Activity list turns into cards below 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: HEIGHT });
  await signInPage(page, demo.admin.phone);
  await page.goto("/admin/activity");
  await expect(page.getByRole("list", { name: "Activity" }).locator("li").first()).toBeVisible();
  await expect(page.getByTestId("activity-table")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});
