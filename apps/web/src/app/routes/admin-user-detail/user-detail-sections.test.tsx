import type { Revision } from "@portal/shared/revision-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { noActivity } from "@/test/api/activity";
import { danielsInvoices, invoiceHandlers, invoiceList } from "@/test/api/invoices";
import { noMilestones } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { heroPhotoRevision, revisionHandlers } from "@/test/api/revisions";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { danaSummary, danielDetail, userHandlers, userList } from "@/test/api/users";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { UserDetailPage } from "./user-detail-page";

const path = "/admin/users/:userId";
const url = `/admin/users/${danielDetail.id}`;

/** A second request with two pinned comments, done. */
const menuRevision: Revision = {
  ...heroPhotoRevision,
  id: "d00d0001-0001-4000-8000-000000000002",
  requestNumber: 2,
  description: "Bigger menu prices",
  status: "done",
  annotations: [1, 2].map((n) => ({
    id: `pin-${n}`,
    x: 1,
    y: 1,
    comment: "Bigger",
    mode: "desktop" as const,
    timestamp: "2026-11-19T12:00:00.000Z",
    viewportWidth: null,
    documentHeight: null,
  })),
  createdAt: "2026-11-19T12:00:00.000Z",
};

/** Daniel's page for `profile`, with what each section reads. */
function serve({
  profile = dana,
  user = danielDetail,
  project = danielsProject as typeof danielsProject | null,
  invoices = danielsInvoices,
} = {}) {
  mockApi.use(
    signedInAs(profile),
    userHandlers.one(user),
    projectHandlers.ofClient(project, '"100"'),
    revisionHandlers.ofClient([menuRevision, heroPhotoRevision]),
    invoiceHandlers.admin(invoiceList(invoices)),
    invoiceHandlers.clients(),
    noActivity(),
    noMilestones(),
    userHandlers.list(() => userList([danaSummary])),
  );
  return recordRequests();
}

const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("the admin's user page, section by section", () => {
  it("shows the profile: business name, role, short id, the details present and the join date", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url });
    const shortId = await screen.findByText("6f1c2a9e", { selector: "code" });
    const header = shortId.closest("span")?.parentElement as HTMLElement;
    expect(header.firstElementChild?.textContent).toBe("Brooks Bakery");
    expect(within(header).getByText("Client")).toBeTruthy();
    expect(shortId.parentElement?.textContent).toBe("ID: 6f1c2a9e");
    expect(detail("Email")).toBe("daniel@brooksbakery.com");
    expect(detail("Full name")).toBe("Daniel Brooks");
    expect(detail("Business name")).toBe("Brooks Bakery");
    expect(detail("Phone")).toBe("+972 50 123 4567");
    expect(detail("Joined")).toBe("October 2, 2026");
  });

  it("leaves out the details a person has not given, and names them by e-mail", async () => {
    serve({ user: { ...danielDetail, fullName: "", businessName: null, phone: null } });
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByRole("heading", { level: 1, name: "User daniel@brooksbakery.com" })).toBeTruthy();
    expect(screen.queryByText("Phone", { selector: "dt" })).toBeNull();
    expect(screen.queryByText("Business name", { selector: "dt" })).toBeNull();
  });

  it("offers a fresh invitation to someone without a password, after a confirmation", async () => {
    const seen = serve({ user: { ...danielDetail, hasPassword: false } });
    mockApi.use(http.post("/api/admin/users/:id/resend-invite", () => new HttpResponse(null, { status: 204 })));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("Has not set a password yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a new set-password link?" });
    expect(
      within(dialog).getByText("A new link will be e-mailed to daniel@brooksbakery.com. Links sent before stop working."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send new link" }));
    expect(await screen.findByText("A new set-password link was sent to daniel@brooksbakery.com")).toBeTruthy();
    expect(requestsTo(seen, "POST", `/api/admin/users/${danielDetail.id}/resend-invite`)).toHaveLength(1);
  });

  it("lists the revision requests with number, status, date, comment count and View Details", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url });
    const second = (await screen.findByText("Revision Request #0002")).closest("li") as HTMLElement;
    expect(within(second).getByText("Done")).toBeTruthy();
    expect(within(second).getByText("Nov 19, 2026")).toBeTruthy();
    expect(within(second).getByText("2 comments")).toBeTruthy();
    expect(within(second).getByText("Bigger menu prices")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(
      `/admin/revisions/${menuRevision.id}`,
    );
    const first = screen.getByText("Revision Request #0001").closest("li") as HTMLElement;
    expect(within(first).getByText("0 comments")).toBeTruthy();
  });

  it("lists the invoices with number, status, amount in $, date and due date", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url });
    const row = (await screen.findByText("INV-1002")).closest("li") as HTMLElement;
    expect(within(row).getByText("Pending")).toBeTruthy();
    expect(within(row).getByText("$1,200.00")).toBeTruthy();
    expect(within(row).getByText("Website design")).toBeTruthy();
    expect(row.textContent).toContain("Nov 1, 2026 · Due Nov 15, 2026");
  });

  it("says when there are no invoices yet", async () => {
    serve({ invoices: [] });
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("No invoices yet")).toBeTruthy();
  });

  it("opens Add Invoice with this client chosen and locked", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url });
    fireEvent.click(await screen.findByRole("button", { name: "Add Invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Invoice" });
    const client = within(dialog).getByLabelText("Client") as HTMLInputElement;
    expect(client.value).toBe("Daniel Brooks (daniel@brooksbakery.com)");
    expect(client.disabled).toBe(true);
  });

  it("shows a project manager the invoices without Add Invoice, Edit or Delete (decision 096)", async () => {
    serve({ profile: danaAs("project_manager") });
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("INV-1002")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Edit Project" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Invoice" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit invoice INV-1002" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete invoice INV-1002" })).toBeNull();
  });

  it("creates the project of a client who has none", async () => {
    const seen = serve({ project: null });
    mockApi.use(http.post("/api/admin/projects", () => HttpResponse.json({ project: danielsProject }, { status: 201 })));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("This client has no project yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("Project created")).toBeTruthy();
    expect(await requestsTo(seen, "POST", "/api/admin/projects")[0]?.json()).toEqual({ clientId: danielDetail.id });
  });

  it("says when the project could not be created, and when it could not be loaded", async () => {
    serve({ project: null });
    mockApi.use(http.post("/api/admin/projects", () => apiError(500, "internal")));
    const first = await renderScreen(<UserDetailPage />, { path, url });
    fireEvent.click(await screen.findByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("The project could not be created.")).toBeTruthy();
    first.unmount();
    mockApi.use(http.get("/api/admin/clients/:clientId/project", () => apiError(500, "internal")));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("The project could not be loaded.")).toBeTruthy();
  });

  it("says which invoices could not be loaded, and keeps the rest of the page", async () => {
    serve();
    mockApi.use(invoiceHandlers.admin(() => apiError(500, "internal")));
    await renderScreen(<UserDetailPage />, { path, url });
    expect(await screen.findByText("The invoices could not be loaded.")).toBeTruthy();
    expect(await screen.findByText("Revision Request #0002")).toBeTruthy();
  });

  it("reads in Hebrew: the join date, the comment counts and the due date", async () => {
    serve();
    await renderScreen(<UserDetailPage />, { path, url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    await screen.findByRole("heading", { level: 1, name: "המשתמש Daniel Brooks" });
    expect(detail("הצטרף")).toBe("2 באוקטובר 2026");
    const second = (await screen.findByText("בקשת שינוי #0002")).closest("li") as HTMLElement;
    expect(within(second).getByText("2 הערות")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("INV-1002").closest("li")?.textContent).toContain("לתשלום עד 15 בנוב׳ 2026"));
    expect(screen.getByRole("button", { name: "הוספת חשבונית" })).toBeTruthy();
  });
});
