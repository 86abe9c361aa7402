import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { noActivity } from "@/test/api/activity";
import { companyHandlers, danielOwner, maya } from "@/test/api/companies";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { noMilestones } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { heroPhotoRevision, revisionHandlers } from "@/test/api/revisions";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { danaSummary, danielDetail, userHandlers, userList } from "@/test/api/users";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { UserDetailPage } from "./user-detail-page";

const path = "/admin/users/:userId";
const url = `/admin/users/${danielDetail.id}`;

/** Daniel's page: his project, revisions and invoices as given, no activity yet. */
function serve({ revisions = [heroPhotoRevision] as Parameters<typeof revisionHandlers.ofClient>[0] } = {}) {
  mockApi.use(
    signedInAs(dana),
    userHandlers.one(danielDetail),
    projectHandlers.ofClient(danielsProject, '"100"'),
    revisionHandlers.ofClient(revisions),
    invoiceHandlers.admin(invoiceList(danielsInvoices)),
    noActivity(),
    noMilestones(),
    // The project card's "Assigned to" picker lists the staff.
    userHandlers.list(() => userList([danaSummary])),
    companyHandlers.clientTeam({ members: [danielOwner, maya], colleagueOf: [] }),
    http.get("/api/admin/users/:id/passkeys", () => HttpResponse.json({ passkeys: [laptopPasskey] })),
  );
}

const laptopPasskey = {
  id: "7c0e0000-0000-4000-8000-000000000001",
  name: "Work laptop",
  createdAt: "2026-11-02T09:00:00.000Z",
  lastUsedAt: null,
};

/** Edit Project, status Ready, Save. */
async function markReady() {
  fireEvent.click(await screen.findByRole("button", { name: "Edit Project" }));
  const save = await screen.findByRole("button", { name: "Save" });
  await waitFor(() => expect(save).toHaveProperty("disabled", false));
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "ready" } });
  fireEvent.click(save);
}

describe("the admin's user page", () => {
  it("says it is loading the person", async () => {
    mockApi.use(userHandlers.one(neverAnswered));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("shows the client's profile, project, revision requests and invoices", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByRole("heading", { level: 1, name: "User Daniel Brooks" })).toBeTruthy();
    expect(screen.getAllByText("Brooks Bakery").length).toBeGreaterThan(0);
    expect(screen.getByTestId("premium-state").textContent).toMatch(/^Active, renews/);
    expect(await screen.findByRole("button", { name: "Edit Project" })).toBeTruthy();
    expect(await screen.findByText("Revision Request #0001")).toBeTruthy();
    expect(screen.getByText("Please use the photo of the sourdough loaf on the home page.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Edit invoice INV-1002" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Users" }).getAttribute("href")).toBe("/admin/users");
  });

  it("offers End all sessions of a client, and of a staff member only to an owner", async () => {
    serve();
    const endAll = { name: "End all sessions" };
    const first = await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByRole("button", endAll)).toBeTruthy();
    first.unmount();
    const staff = { ...danielDetail, role: "admin" as const, agencyRole: "designer" as const };
    mockApi.use(signedInAs(danaAs("admin")), userHandlers.one(staff));
    const second = await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByRole("heading", { level: 1, name: "User Daniel Brooks" })).toBeTruthy();
    expect(screen.queryByRole("button", endAll)).toBeNull();
    second.unmount();
    mockApi.use(signedInAs(dana));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByRole("heading", { level: 1, name: "User Daniel Brooks" })).toBeTruthy();
    expect(await screen.findByRole("button", endAll)).toBeTruthy();
  });

  it("resets the client's second factor after confirming (decision 114)", async () => {
    serve();
    mockApi.use(http.post("/api/admin/users/:id/reset-second-factor", () => HttpResponse.json({ reset: true })));
    const seen = recordRequests();
    await renderScreen(<UserDetailPage />, { path, url });
    fireEvent.click(await screen.findByRole("button", { name: "Reset second factor" }));
    const confirm = screen.getByRole("dialog", { name: "Reset the authenticator app?" });
    expect(requestsTo(seen, "POST", "reset-second-factor")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("The authenticator app of Daniel Brooks was reset")).toBeTruthy();
    expect(requestsTo(seen, "POST", `/api/admin/users/${danielDetail.id}/reset-second-factor`)).toHaveLength(1);
    expect(await screen.findByRole("list", { name: "Team members" })).toBeTruthy();
  });

  it("lists the client's passkeys and removes one after confirming (decision 119)", async () => {
    serve();
    mockApi.use(http.delete("/api/admin/users/:id/passkeys/:passkeyId", () => HttpResponse.json({ ok: true })));
    const seen = recordRequests();
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("Work laptop")).toBeTruthy();
    expect(await screen.findByText(/Added .* · never used/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Work laptop" }));
    const confirm = screen.getByRole("dialog", { name: "Remove this passkey?" });
    expect(requestsTo(seen, "DELETE", "passkeys")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Work laptop of Daniel Brooks was removed")).toBeTruthy();
    expect(requestsTo(seen, "DELETE", `/api/admin/users/${danielDetail.id}/passkeys/${laptopPasskey.id}`)).toHaveLength(1);
  });

  it("says when the client has no revision requests yet", async () => {
    serve({ revisions: [] });
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("No revision requests yet")).toBeTruthy();
  });

  it("says who is not found", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url: "/admin/users/5b0e0000-0000-4000-8000-000000000000" });
    expect(await screen.findByRole("heading", { name: "User not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Users" })).toBeTruthy();
  });

  it("says which part could not be loaded, and shows the rest", async () => {
    serve({ revisions: () => apiError(500, "internal") });
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("The revision requests could not be loaded.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Edit Project" })).toBeTruthy();
  });

  it("saves the project's new status with the version it was read from", async () => {
    serve();
    mockApi.use(projectHandlers.update(() => HttpResponse.json({ ...danielsProject, status: "ready" })));
    const seen = recordRequests();
    await renderScreen(<UserDetailPage />, { path, url });
    await markReady();
    expect(await screen.findByText("Project updated successfully")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `/api/admin/projects/${danielsProject.id}`);
    expect(patch?.headers.get("If-Match")).toBe('"100"');
    expect(await patch?.json()).toEqual({ status: "ready" });
  });

  it("on an edit conflict says who changed the project and offers Reload and Re-apply", async () => {
    serve();
    mockApi.use(
      projectHandlers.update(() =>
        apiError(412, "edit_conflict", {
          etag: '"101"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "demoUrl", value: "https://brooksbakery.example" }],
        }),
      ),
    );
    await renderScreen(<UserDetailPage />, { path, url });
    await markReady();
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toMatch(/Maya Cohen set Demo URL to https:\/\/brooksbakery\.example/);
    expect(within(notice).getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Re-apply my changes" })).toBeTruthy();
    expect(screen.queryByText("Project updated successfully")).toBeNull();
  });

  it("reads in Hebrew", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url, language: "he" });
    expect(await screen.findByRole("heading", { level: 1, name: "המשתמש Daniel Brooks" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "חזרה למשתמשים" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "עריכת פרויקט" })).toBeTruthy();
    expect(await screen.findByText("בקשת שינוי #0001")).toBeTruthy();
    expect(screen.getByRole("button", { name: "איפוס אימות דו-שלבי" })).toBeTruthy();
  });
});
