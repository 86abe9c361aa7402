import type { Revision } from "@portal/shared/revision-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { danielWithRequests, heroPhotoRevision, revisionHandlers } from "@/test/api/revisions";
import { dana, signedInAs } from "@/test/api/session";
import { apiError, mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminRevisionRequestsPage } from "./admin-revision-requests-page";

const url = "/admin/revision-requests";

/** Request #0002 with two comments: one done, one with a reply the admin has not read. */
const menuRevision: Revision = {
  ...heroPhotoRevision,
  id: "d00d0001-0001-4000-8000-000000000002",
  requestNumber: 2,
  description: "Bigger menu prices",
  status: "pending",
  annotations: ["pin-1", "pin-2"].map((id) => ({
    id,
    x: 1,
    y: 1,
    comment: "Bigger",
    mode: "desktop" as const,
    timestamp: "2026-11-19T12:00:00.000Z",
    viewportWidth: null,
    documentHeight: null,
  })),
  comments: [
    { annotationId: "pin-1", status: "done", etag: '"1"', replies: [], unread: false },
    { annotationId: "pin-2", status: "open", etag: '"1"', replies: [], unread: true },
  ],
  createdAt: "2026-11-19T12:00:00.000Z",
};

/** Noa joined later, has two requests and replies Dana has not read. */
const noa = {
  ...danielWithRequests,
  id: "6f1c2a9e-3b7d-4c1a-9e2f-000000000002",
  email: "noa@olivegrove.example",
  fullName: "Noa Peretz",
  revisionCount: 2,
  unviewedCount: 0,
  unreadReplies: 3,
};

function serve(revisions: Parameters<typeof revisionHandlers.ofClient>[0] = [menuRevision, heroPhotoRevision]) {
  mockApi.use(signedInAs(dana), revisionHandlers.clients([danielWithRequests, noa]), revisionHandlers.ofClient(revisions));
}

const rowOf = (email: string) => screen.getByText(email).closest("tr") as HTMLElement;

describe("Revision Requests: a client's requests", () => {
  it("marks the clients with new requests and with unread replies", async () => {
    serve();
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    await screen.findByRole("table");
    const daniel = rowOf("daniel@brooksbakery.com");
    expect(within(daniel).getByText("1 new revision request")).toBeTruthy();
    expect(within(daniel).queryByTestId("client-new-replies")).toBeNull();
    const other = rowOf("noa@olivegrove.example");
    expect(within(other).getByTestId("client-new-replies").textContent).toBe("3 new replies");
    expect(within(other).getByText("Noa Peretz")).toBeTruthy();
    expect(within(other).getByText("2")).toBeTruthy();
  });

  it("opens the chosen client's requests, newest first, each with its comments and a View link", async () => {
    serve();
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    const choose = await screen.findByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" });
    expect(choose.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(choose);
    expect(choose.getAttribute("aria-pressed")).toBe("true");
    const heading = await screen.findByRole("heading", { name: "Revision requests of daniel@brooksbakery.com" });
    const panel = heading.parentElement?.parentElement as HTMLElement;
    const items = await within(panel).findAllByRole("listitem");
    expect(items.map((i) => i.querySelector(".font-semibold")?.textContent)).toEqual([
      "Revision Request #0002",
      "Revision Request #0001",
    ]);
    const [second] = items as [HTMLElement];
    expect(within(second).getByText("Pending")).toBeTruthy();
    expect(within(second).getByTestId("revision-new-replies").textContent).toBe("1 new reply");
    expect(second.textContent).toMatch(/Nov 19, 2026, .* · 2 comments/);
    expect(within(second).getByText("1 of 2 changes done")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "View Revision Request #0002" }).getAttribute("href")).toBe(
      `/admin/revisions/${menuRevision.id}`,
    );
  });

  it("keeps the chosen client open while the list narrows", async () => {
    serve();
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" }));
    expect(await screen.findByText("Bigger menu prices")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search by e-mail"), { target: { value: "noa" } });
    await waitFor(() => expect(screen.queryByRole("button", { name: /daniel@brooksbakery\.com/ })).toBeNull());
    expect(screen.getByRole("heading", { name: "Revision requests of daniel@brooksbakery.com" })).toBeTruthy();
  });

  it("says when the client has no requests yet, and when they could not be loaded", async () => {
    serve([]);
    const first = await renderScreen(<AdminRevisionRequestsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" }));
    expect(await screen.findByText("No revision requests yet")).toBeTruthy();
    first.unmount();
    serve(() => apiError(500, "internal"));
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" }));
    expect(await screen.findByText("The revision requests could not be loaded.")).toBeTruthy();
  });

  it("says No clients found when nobody has asked for a revision", async () => {
    mockApi.use(signedInAs(dana), revisionHandlers.clients([]));
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    expect(await screen.findByText("No clients found")).toBeTruthy();
  });

  it("reads a client's requests in Hebrew, with Hebrew dates", async () => {
    serve();
    await renderScreen(<AdminRevisionRequestsPage />, { url, language: "he" });
    fireEvent.click(await screen.findByRole("button", { name: "הצגת בקשות השינוי של daniel@brooksbakery.com" }));
    expect(await screen.findByRole("heading", { name: "בקשות השינוי של daniel@brooksbakery.com" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "צפייה בבקשת שינוי #0002" });
    expect(link.closest("li")?.textContent).toMatch(/19 בנוב׳ 2026/);
  });
});
