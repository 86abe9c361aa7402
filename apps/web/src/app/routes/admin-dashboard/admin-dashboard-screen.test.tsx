import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noMilestones } from "@/test/api/milestones";
import { danielsRow, dashboardHandlers, dashboardOf, noasRow, yossiWithoutProject } from "@/test/api/projects";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { danaSummary, userHandlers, userList } from "@/test/api/users";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { AdminDashboardScreen } from "./admin-dashboard-screen";

// The charts' drawing (recharts) is exercised end to end; here it stands in as an empty picture.
vi.mock("@/features/dashboard-charts/components/chart-canvas", () => ({ default: () => <svg data-testid="drawn" /> }));

const url = "/admin/dashboard";
const rows = [danielsRow, noasRow];

/** The dashboard's API for `profile`: the projects filtered by search as the server does, the charts and amounts empty. */
function serve(profile = dana) {
  const asked: URLSearchParams[] = [];
  mockApi.use(
    signedInAs(profile),
    dashboardHandlers.projects((query) => {
      asked.push(query);
      const search = query.get("search")?.toLowerCase() ?? "";
      const found = rows.filter((r) => `${r.clientName} ${r.clientEmail} ${r.businessName}`.toLowerCase().includes(search));
      return dashboardOf(found, [yossiWithoutProject], rows.length);
    }),
    http.get("/api/admin/dashboard/receivables", () =>
      HttpResponse.json({ outstandingCents: 0, overdueCents: 0, clientCount: 0, clients: [] }),
    ),
    http.get("/api/admin/dashboard/charts", () =>
      HttpResponse.json({ timeZone: "UTC", revenue: [], openTickets: [], revisionRequests: [], pipeline: [] }),
    ),
    // The project dialog's card: the staff for "Assigned to", and the project's milestones.
    userHandlers.list(() => userList([danaSummary])),
    noMilestones(),
  );
  return asked;
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => setViewportWidth(1024));

describe("the admin dashboard", () => {
  it("says the projects are loading", async () => {
    mockApi.use(signedInAs(dana), dashboardHandlers.projects(neverAnswered));
    await renderScreen(<AdminDashboardScreen />, { url });
    expect(screen.getByRole("status").textContent).toBe("Loading projects...");
  });

  it("shows the cards Total Clients, Active Projects and Completed with their counts", async () => {
    serve();
    await renderScreen(<AdminDashboardScreen />, { url });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeTruthy();
    for (const [label, value] of [
      ["Total Clients", "3"],
      ["Active Projects", "1"],
      ["Completed", "1"],
    ]) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    expect(await screen.findByRole("heading", { name: "Outstanding invoices" })).toBeTruthy();
  });

  it("lists the projects with Client, Status, Progress, Revisions Used (n/3), Delivery and View", async () => {
    serve();
    await renderScreen(<AdminDashboardScreen />, { url });
    const table = (await screen.findByText("Daniel Brooks")).closest("table") as HTMLElement;
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Client", "Status", "Progress", "Revisions Used", "Delivery", "Actions"]);
    const daniel = rowOf("Daniel Brooks");
    expect(within(daniel).getByText("daniel@brooksbakery.com")).toBeTruthy();
    expect(within(daniel).getByText("In Progress")).toBeTruthy();
    expect(within(daniel).getByText("1 / 3")).toBeTruthy();
    expect(within(daniel).getByText("Dec 20, 2026")).toBeTruthy();
    expect(within(daniel).getByRole("button", { name: "View the project of Daniel Brooks" })).toBeTruthy();
    const noa = rowOf("Noa Peretz");
    expect(within(noa).getByText("Ready")).toBeTruthy();
    expect(within(noa).getByText("100%")).toBeTruthy();
    expect(within(noa).getByRole("progressbar", { name: "Progress of Noa Peretz" })).toBeTruthy();
    expect(within(noa).getByText("0 / 3")).toBeTruthy();
    expect(within(noa).getByText("Not set")).toBeTruthy();
  });

  it("searches in the URL, back on page 1, says when nothing matches and clears the filters", async () => {
    const asked = serve();
    const { location } = await renderScreen(<AdminDashboardScreen />, { url: `${url}?page=2` });
    await screen.findByText("Daniel Brooks");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "olive" } });
    expect(location().search).toBe("?search=olive");
    await waitFor(() => expect(screen.queryByText("Daniel Brooks")).toBeNull());
    expect(screen.getByText("Noa Peretz")).toBeTruthy();
    expect(asked.at(-1)?.get("search")).toBe("olive");
    expect(asked.at(-1)?.get("page")).toBe("1");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "nobody" } });
    expect(await screen.findByText("No projects match your filters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(location().search).toBe(""));
    expect(await screen.findByText("Daniel Brooks")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear Filters" })).toBeNull();
  });

  it("asks for the projects due by the end of the chosen day on the agency's clock", async () => {
    const asked = serve();
    const { location } = await renderScreen(<AdminDashboardScreen />, { url });
    await screen.findByText("Daniel Brooks");
    fireEvent.change(screen.getByLabelText("Delivery by"), { target: { value: "2026-12-20" } });
    await waitFor(() => expect(location().search).toBe("?deliveryBy=2026-12-20"));
    // The test agency's clock is UTC.
    await waitFor(() => expect(asked.at(-1)?.get("deliveryBefore")).toBe("2026-12-20T23:59:59.999Z"));
  });

  it("sorts by a column header, and keeps the order in the URL", async () => {
    const asked = serve();
    const { location } = await renderScreen(<AdminDashboardScreen />, { url });
    await screen.findByText("Daniel Brooks");
    fireEvent.click(screen.getByRole("button", { name: "Client" }));
    await waitFor(() => expect(location().search).toContain("sort=client"));
    await waitFor(() => expect(asked.at(-1)?.get("sort")).toBe("client"));
    expect(screen.getByRole("columnheader", { name: "Client" }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("says when there are no projects at all", async () => {
    mockApi.use(
      signedInAs(danaAs("project_manager")),
      dashboardHandlers.projects(dashboardOf([])),
      http.get("/api/admin/dashboard/receivables", () => apiError(500, "internal")),
      http.get("/api/admin/dashboard/charts", () => apiError(500, "internal")),
    );
    await renderScreen(<AdminDashboardScreen />, { url });
    expect(await screen.findByText("No projects yet")).toBeTruthy();
    expect(screen.queryByText("Clients Without Projects")).toBeNull();
  });

  it("says the projects could not be loaded", async () => {
    mockApi.use(
      signedInAs(dana),
      dashboardHandlers.projects(() => apiError(500, "internal")),
    );
    await renderScreen(<AdminDashboardScreen />, { url });
    expect(await screen.findByText("The projects could not be loaded.")).toBeTruthy();
  });

  it("creates a project for a client without one, once, and says so", async () => {
    serve();
    mockApi.use(dashboardHandlers.create(() => HttpResponse.json({ project: danielsRow }, { status: 201 })));
    const seen = recordRequests();
    await renderScreen(<AdminDashboardScreen />, { url });
    expect(await screen.findByText("Clients Without Projects")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create Project for Yossi Mizrahi" }));
    expect(await screen.findByText("Project created successfully")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", "/api/admin/projects");
    expect(await post?.json()).toEqual({ clientId: yossiWithoutProject.id });
    expect(post?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("says when a project could not be created", async () => {
    serve();
    mockApi.use(dashboardHandlers.create(() => apiError(409, "project_exists")));
    await renderScreen(<AdminDashboardScreen />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Create Project for Yossi Mizrahi" }));
    expect(await screen.findByText("Could not create the project")).toBeTruthy();
  });

  it("opens a project in a dialog with a way to the client's page", async () => {
    serve();
    const { location } = await renderScreen(<AdminDashboardScreen />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "View the project of Daniel Brooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Project: Brooks Bakery" });
    expect(within(dialog).getByText("daniel@brooksbakery.com")).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: "Edit Project" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Open client page" }));
    await waitFor(() => expect(location().pathname).toBe(`/admin/users/${danielsRow.clientId}`));
  });

  it("shows an accountant the project without Edit Project (decision 096)", async () => {
    serve(danaAs("accountant"));
    await renderScreen(<AdminDashboardScreen />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "View the project of Daniel Brooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Project: Brooks Bakery" });
    expect(within(dialog).getByRole("button", { name: "Open client page" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Edit Project" })).toBeNull();
  });

  it("shows cards with a Sort by menu below 768 px", async () => {
    setViewportWidth(390);
    serve();
    await renderScreen(<AdminDashboardScreen />, { url });
    const card = (await screen.findByText("Noa Peretz")).closest("li") as HTMLElement;
    expect(within(card).getByText("Ready")).toBeTruthy();
    expect(within(card).getByText("100%")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "View" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("reads in Hebrew, right to left, with Hebrew dates", async () => {
    serve();
    await renderScreen(<AdminDashboardScreen />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("heading", { level: 1, name: "לוח בקרה למנהל" })).toBeTruthy();
    expect(screen.getByText("סך הכול לקוחות")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "מסירה" })).toBeTruthy();
    const daniel = rowOf("Daniel Brooks");
    expect(within(daniel).getByText("בתהליך")).toBeTruthy();
    expect(within(daniel).getByText("20 בדצמ׳ 2026")).toBeTruthy();
    expect(within(rowOf("Noa Peretz")).getByText("לא נקבע")).toBeTruthy();
    expect(screen.getByRole("button", { name: "יצירת פרויקט עבור Yossi Mizrahi" })).toBeTruthy();
  });
});
