import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { danielWithRequests, heroPhotoRevision, revisionHandlers } from "@/test/api/revisions";
import { dana, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { AdminRevisionRequestsPage } from "./admin-revision-requests-page";

const url = "/admin/revision-requests";
afterEach(() => setViewportWidth(1024));

function serve(clients: Parameters<typeof revisionHandlers.clients>[0]) {
  mockApi.use(signedInAs(dana), revisionHandlers.clients(clients), revisionHandlers.ofClient([heroPhotoRevision]));
}

describe("Revision Requests' clients (on the list primitive)", () => {
  it("says the clients are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    expect(screen.getByRole("status").textContent).toBe("Loading revision requests...");
  });

  it("shows the clients as a table sorted by its headers, and a client's requests when chosen", async () => {
    serve([danielWithRequests]);
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getByRole("columnheader", { name: /Joined/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
    fireEvent.click(within(table).getByRole("button", { name: "Show the revision requests of daniel@brooksbakery.com" }));
    expect(await screen.findByText("Please use the photo of the sourdough loaf on the home page.")).toBeTruthy();
  });

  it("shows cards with the sort menu below 768 px", async () => {
    setViewportWidth(390);
    serve([danielWithRequests]);
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    expect(await screen.findByText("Daniel Brooks · 1 request")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByLabelText("Sort by")).toBeTruthy();
  });

  it("says when no client matches the search kept in the URL", async () => {
    serve([danielWithRequests]);
    await renderScreen(<AdminRevisionRequestsPage />, { url: `${url}?search=nobody` });
    expect(await screen.findByText("No clients found matching your search")).toBeTruthy();
    expect((screen.getByLabelText("Search by e-mail") as HTMLInputElement).value).toBe("nobody");
  });

  it("says the clients could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<AdminRevisionRequestsPage />, { url });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch clients");
  });

  it("reads in Hebrew", async () => {
    serve([danielWithRequests]);
    await renderScreen(<AdminRevisionRequestsPage />, { url, language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: "בקשות שינוי" })).toBeTruthy();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: /הצטרפות/ })).toBeTruthy();
    expect(within(table).getByRole("button", { name: "הצגת בקשות השינוי של daniel@brooksbakery.com" })).toBeTruthy();
  });
});
