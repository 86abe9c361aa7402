import type { AdminRevision, RevisionAnnotation as Annotation } from "@portal/shared/revision-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision } from "@/test/api/revisions";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminRevisionDetailPage } from "./admin-revision-detail-page";

const pin = (id: string, comment: string, mode: Annotation["mode"]): Annotation => ({
  id,
  x: 120,
  y: 80,
  comment,
  mode,
  timestamp: "2026-11-18T12:00:00.000Z",
  viewportWidth: null,
  documentHeight: null,
});

/** Request #0001 on Brooks Bakery's demo: a desktop comment and a mobile one, both done. */
const revision: AdminRevision = {
  ...heroPhotoRevision,
  clientEmail: "daniel@brooksbakery.com",
  demoUrl: "https://demo.brooksbakery.example/",
  annotations: [pin("pin-1", "Bigger logo", "desktop"), pin("pin-2", "Menu button overlaps", "mobile")],
  comments: [
    { annotationId: "pin-1", status: "done", etag: '"1"', replies: [], unread: false },
    { annotationId: "pin-2", status: "done", etag: '"1"', replies: [], unread: false },
  ],
};
const path = "/admin/revisions/:revisionId";
const url = `/admin/revisions/${revision.id}`;
const API = `/api/admin/revisions/${revision.id}`;

const serve = (answer: AdminRevision | (() => Response | Promise<never>) = revision) =>
  mockApi.use(
    http.get(API, typeof answer === "function" ? answer : () => HttpResponse.json(answer, { headers: { ETag: '"100"' } })),
  );

describe("the admin's revision page", () => {
  it("says the revision is loading", async () => {
    serve(neverAnswered);
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(screen.getByRole("status").textContent).toBe("Loading revision requests...");
  });

  it("shows the request number, client e-mail, submitted date, comment count and description", async () => {
    serve();
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByRole("heading", { level: 1, name: "Revision Request #0001" })).toBeTruthy();
    const field = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(field("Client e-mail")).toBe("daniel@brooksbakery.com");
    expect(field("Submitted")).toMatch(/^Nov 18, 2026/);
    expect(field("Comments")).toBe("2");
    expect(field("Description")).toBe("Please use the photo of the sourdough loaf on the home page.");
    expect(screen.getByRole("link", { name: "Back to client" }).getAttribute("href")).toBe(`/admin/users/${revision.clientId}`);
    expect(screen.queryByText("Requested by")).toBeNull();
  });

  it("names who of the client's company requested it, and who replied under a comment (decision 118)", async () => {
    const reply = {
      id: "r1",
      author: "client",
      adminEmail: null,
      message: "Left please",
      createdAt: revision.createdAt,
    } as const;
    const [first, second] = revision.comments;
    serve({
      ...revision,
      authorLabel: "Noa Levi (Brooks Bakery)",
      comments: [{ ...first, replies: [{ ...reply, authorLabel: "Noa Levi (Brooks Bakery)" }] }, second],
    } as AdminRevision);
    mockApi.use(http.post(`${API}/comments/:commentId/view`, () => new HttpResponse(null, { status: 204 })));
    await renderScreen(<AdminRevisionDetailPage />, { path, url: `${url}?comment=pin-1` });
    await screen.findByRole("heading", { level: 1, name: "Revision Request #0001" });
    expect(screen.getByText("Requested by").nextElementSibling?.textContent).toBe("Noa Levi (Brooks Bakery)");
    const message = (await screen.findByText("Left please")).closest("li") as HTMLElement;
    expect(message.textContent).toContain("Noa Levi (Brooks Bakery)");
  });

  it("disables Update Status until another status is chosen, then sends it with the version read", async () => {
    serve();
    mockApi.use(http.patch(API, () => HttpResponse.json({ ...revision, status: "pending" })));
    const seen = recordRequests();
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    const update = await screen.findByRole("button", { name: "Update Status" });
    expect(update).toHaveProperty("disabled", true);
    const status = screen.getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Pending", "In Progress", "Done"]);
    fireEvent.change(status, { target: { value: "pending" } });
    expect(update).toHaveProperty("disabled", false);
    fireEvent.click(update);
    expect(await screen.findByText("Revision status updated successfully")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", revision.id);
    expect(patch?.headers.get("If-Match")).toBe('"100"');
    expect(await patch?.json()).toEqual({ status: "pending" });
  });

  it("says when the status could not be updated", async () => {
    serve();
    mockApi.use(http.patch(API, () => apiError(500, "internal")));
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "done" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Status" }));
    expect(await screen.findByText("Failed to update revision status")).toBeTruthy();
  });

  it("offers to mark the request done once every comment is done", async () => {
    serve();
    mockApi.use(http.patch(API, () => HttpResponse.json({ ...revision, status: "done" })));
    const seen = recordRequests();
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("All changes of this request are done.")).toBeTruthy();
    expect(screen.getByText("2 of 2 changes done")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark the request as done" }));
    expect(await screen.findByText("Revision status updated successfully")).toBeTruthy();
    expect(await requestsTo(seen, "PATCH", revision.id)[0]?.json()).toEqual({ status: "done" });
  });

  it("does not offer it while a comment is still open", async () => {
    serve({ ...revision, comments: [{ ...revision.comments[0], status: "open" }, revision.comments[1]] } as AdminRevision);
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("1 of 2 changes done")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark the request as done" })).toBeNull();
  });

  it("previews the demo 600 px high, desktop first, and the mobile view 375 px wide", async () => {
    serve();
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    const frame = await screen.findByTitle("Website demo");
    expect(frame.getAttribute("src")).toBe("https://demo.brooksbakery.example/");
    const modes = screen.getByRole("group", { name: "View mode" });
    expect(within(modes).getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(modes).getByRole("button", { name: "Mobile" }));
    expect(within(modes).getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("demo-frame").className).toContain("w-[375px]");
    expect(screen.getByTestId("demo-frame").className).toContain("h-[600px]");
  });

  it("walks through the comments with Next, keeping the one shown in the URL", async () => {
    serve();
    mockApi.use(http.post(`${API}/comments/:commentId/view`, () => new HttpResponse(null, { status: 204 })));
    const { location } = await renderScreen(<AdminRevisionDetailPage />, { path, url });
    const walk = await screen.findByRole("navigation", { name: "Walk through the comments" });
    expect(within(walk).getByRole("button", { name: "Previous comment" })).toHaveProperty("disabled", true);
    fireEvent.click(within(walk).getByRole("button", { name: "Next comment" }));
    await waitFor(() => expect(location().search).toBe("?comment=pin-1"));
    expect(screen.getByTestId("comment-position").textContent).toBe("Comment 1 of 2");
    fireEvent.click(within(walk).getByRole("button", { name: "Next comment" }));
    await waitFor(() => expect(location().search).toBe("?comment=pin-2"));
    expect(screen.getByTestId("comment-position").textContent).toBe("Comment 2 of 2");
    // The mobile comment is shown in the mobile view.
    expect(screen.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(walk).getByRole("button", { name: "Next comment" })).toHaveProperty("disabled", true);
  });

  it("says there is no demo URL, and offers no view switch", async () => {
    serve({ ...revision, demoUrl: null });
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("No demo URL available for this project")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "View mode" })).toBeNull();
    expect(screen.queryByTitle("Website demo")).toBeNull();
  });

  it("says Revision not found, with a way back to the users", async () => {
    serve(() => apiError(404, "not_found"));
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("Revision not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Users" }).getAttribute("href")).toBe("/admin/users");
  });

  it("tells a designer a revision of a project not assigned to them is not for their role (decision 096)", async () => {
    serve(() => apiError(403, "forbidden_for_role"));
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("Your role in the agency does not include this. Ask an owner if you need it.")).toBeTruthy();
    expect(screen.queryByText("Revision not found")).toBeNull();
  });

  it("says when the revision could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<AdminRevisionDetailPage />, { path, url });
    expect(await screen.findByText("The revision requests could not be loaded.")).toBeTruthy();
  });

  it("reads in Hebrew, right to left, with a Hebrew date", async () => {
    serve({ ...revision, demoUrl: null });
    await renderScreen(<AdminRevisionDetailPage />, { path, url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("heading", { level: 1, name: "בקשת שינוי #0001" })).toBeTruthy();
    expect(screen.getByText("אימייל הלקוח").nextElementSibling?.textContent).toBe("daniel@brooksbakery.com");
    expect(screen.getByText(/18 בנוב׳ 2026/)).toBeTruthy();
    expect(screen.getByText("אין קישור לדמו עבור הפרויקט הזה")).toBeTruthy();
    expect(screen.getByRole("link", { name: "חזרה ללקוח" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "עדכון סטטוס" })).toHaveProperty("disabled", true);
  });
});
