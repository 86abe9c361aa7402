import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { dana, signedInAs } from "@/test/api/session";
import { adminTickets, menuPhotosDetail, supportHandlers } from "@/test/api/support";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminSupportTicketsPage } from "./admin-support-tickets-page";

const url = "/admin/support-tickets";
const openTicket = `${url}?ticket=${menuPhotosDetail.id}`;

function serve(list: Parameters<typeof supportHandlers.admin>[0]) {
  mockApi.use(
    signedInAs(dana),
    supportHandlers.admin(list),
    supportHandlers.assignees(),
    supportHandlers.adminTicket(menuPhotosDetail),
    supportHandlers.markViewed(),
  );
}

/** In the open ticket, chooses Resolved and presses Update Status. */
async function resolveTicket() {
  const dialog = await screen.findByRole("dialog", { name: "Ticket #0042: Menu photos" });
  fireEvent.change(within(dialog).getByLabelText("Status"), { target: { value: "resolved" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Update Status" }));
  return dialog;
}

describe("the admin's support tickets", () => {
  it("says the tickets are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<AdminSupportTicketsPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Support Tickets" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("lists every ticket with its client, status and assignee, and the counts per status", async () => {
    serve(adminTickets);
    await renderScreen(<AdminSupportTicketsPage />, { url });
    const table = await screen.findByRole("table", { name: "Support tickets" });
    const [, first, second] = within(table).getAllByRole("row") as HTMLElement[];
    expect(within(first as HTMLElement).getByText("#0042")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("daniel@brooksbakery.com")).toBeTruthy();
    // The admin's name is isolated (bdi) inside the sentence.
    expect(first?.textContent).toContain("Assigned to Dana Levi");
    // Who of the client's company opened it (decision 118); an old ticket names no one.
    expect(first?.textContent).toContain("Opened by Daniel Brooks (Brooks Bakery)");
    expect(second?.textContent).not.toContain("Opened by");
    expect(within(second as HTMLElement).getByText("Resolved")).toBeTruthy();
    expect(within(table).getByRole("button", { name: "View #0041" })).toBeTruthy();
    expect(screen.getByText("Total Tickets").nextSibling?.textContent).toBe("2");
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–2 of 2");
  });

  it("says when no ticket matches", async () => {
    serve([]);
    await renderScreen(<AdminSupportTicketsPage />, { url: `${url}?status=closed` });
    expect(await screen.findByText("No tickets found")).toBeTruthy();
    expect((screen.getByLabelText("Filter by status") as HTMLSelectElement).value).toBe("closed");
  });

  it("says the tickets could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<AdminSupportTicketsPage />, { url });
    // Where the list would be, and in a toast.
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch support tickets");
    await waitFor(() => expect(screen.getAllByText("Failed to fetch support tickets")).toHaveLength(2));
  });

  it("opens the ticket named in the URL and changes its status from the version shown", async () => {
    serve(adminTickets);
    mockApi.use(supportHandlers.updateStatus(() => HttpResponse.json({ id: menuPhotosDetail.id, status: "resolved" })));
    const seen = recordRequests();
    await renderScreen(<AdminSupportTicketsPage />, { url: openTicket });
    await resolveTicket();
    expect(await screen.findByText("Ticket status updated successfully")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `/api/admin/support-tickets/${menuPhotosDetail.id}`);
    expect(patch?.headers.get("If-Match")).toBe('"3"');
    expect(await patch?.json()).toEqual({ status: "resolved" });
  });

  it("on an edit conflict says another admin changed the ticket first, and nothing was saved", async () => {
    serve(adminTickets);
    mockApi.use(
      supportHandlers.updateStatus(() =>
        apiError(412, "edit_conflict", {
          etag: '"4"',
          changedAt: new Date().toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "status", value: "closed" }],
        }),
      ),
    );
    await renderScreen(<AdminSupportTicketsPage />, { url: openTicket });
    await resolveTicket();
    expect(await screen.findByText("Failed to update ticket status")).toBeTruthy();
    expect(screen.getByText("Someone else changed this while you were editing. Nothing was saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Ticket status updated successfully")).toBeNull());
  });

  it("reads in Hebrew", async () => {
    serve(adminTickets);
    await renderScreen(<AdminSupportTicketsPage />, { url, language: "he" });
    const table = await screen.findByRole("table", { name: "פניות תמיכה" });
    expect(screen.getByRole("heading", { level: 1, name: "פניות תמיכה" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "מס' פנייה" })).toBeTruthy();
    expect(within(table).getByText("נפתרה")).toBeTruthy();
    fireEvent.click(within(table).getByRole("button", { name: "צפייה #0042" }));
    const dialog = await screen.findByRole("dialog", { name: "פנייה מס' 0042: Menu photos" });
    expect(within(dialog).getByRole("button", { name: "עדכון סטטוס" })).toBeTruthy();
  });
});
