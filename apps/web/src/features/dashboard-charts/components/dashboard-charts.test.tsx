import type { DashboardChartsResponse } from "@portal/shared/dashboard-contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { DashboardCharts } from "./dashboard-charts";

afterEach(() => vi.unstubAllGlobals());
// The drawing (recharts) is exercised end to end; here it stands in as an empty picture.
vi.mock("./chart-canvas", () => ({ default: () => <svg data-testid="drawn" /> }));

const weeks = ["2026-11-16", "2026-11-23"];
const charts: DashboardChartsResponse = {
  timeZone: "UTC",
  revenue: [
    { month: "2026-10", amountCents: 0 },
    { month: "2026-11", amountCents: 250_000 },
  ],
  openTickets: weeks.map((weekStart, i) => ({ weekStart, open: i + 1 })),
  revisionRequests: weeks.map((weekStart) => ({ weekStart, count: 0 })),
  pipeline: [
    { status: "pending", count: 2 },
    { status: "in_progress", count: 1 },
    { status: "ready", count: 0 },
  ],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const card = (title: string) => screen.getByRole("heading", { name: title }).closest("[data-chart]") as HTMLElement;

describe("the admin dashboard's charts", () => {
  it("show a failure in place of each chart, and load again on Retry", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json({ error: { code: "internal", message: "down" } }, 500));
    fetch.mockResolvedValueOnce(json(charts));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<DashboardCharts />);
    const alerts = await screen.findAllByRole("alert");
    expect(alerts).toHaveLength(4);
    fireEvent.click(within(alerts[0]).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No revision requests in the last 12 weeks.")).toBeTruthy();
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
  });

  it("give each chart's figures as a table with a caption and headers, and back", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(charts)));
    renderWithApp(<DashboardCharts />);
    await screen.findByText("No revision requests in the last 12 weeks.");
    const revenue = card("Paid revenue by month");
    fireEvent.click(within(revenue).getByRole("button", { name: "Show as table" }));
    const table = within(revenue).getByRole("table", { name: "Paid revenue by month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Month", "Paid revenue"]);
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["MonthPaid revenue", "October 2026$0.00", "November 2026$2,500.00"]);
    fireEvent.click(within(revenue).getByRole("button", { name: "Show as chart" }));
    expect(within(revenue).queryByRole("table")).toBeNull();
    expect(within(revenue).getByRole("img", { name: "Paid revenue by month" })).toBeTruthy();

    const pipeline = card("Project pipeline");
    fireEvent.click(within(pipeline).getByRole("button", { name: "Show as table" }));
    expect(
      within(pipeline)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["StatusProjects", "Pending2", "In Progress1", "Ready0"]);
  });

  it("say so when a chart has nothing to show, with no table toggle", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(charts)));
    renderWithApp(<DashboardCharts />);
    await screen.findByText("No revision requests in the last 12 weeks.");
    expect(within(card("Revision requests per week")).queryByRole("button")).toBeNull();
  });
});
