import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { agencyIsDefault } from "@/test/api/agency";
import { daniel, signedInAs } from "@/test/api/session";
import { domainTicket, menuPhotosTicket, supportHandlers } from "@/test/api/support";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { SupportPage } from "./support-page";

const tickets = "/dashboard/support?tab=tickets";

function serve(mine: Parameters<typeof supportHandlers.mine>[0], unread = 0) {
  mockApi.use(
    signedInAs(daniel),
    agencyIsDefault(),
    supportHandlers.revisionOptions(),
    supportHandlers.unreadCount(unread),
    supportHandlers.mine(mine),
  );
}

describe("the client's support", () => {
  it("says the tickets are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<SupportPage />, { url: tickets });
    expect(screen.getByRole("heading", { level: 1, name: "Support Center" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("lists the client's tickets, the unread one marked, with the unread count on the tab", async () => {
    serve([menuPhotosTicket, domainTicket], 1);
    await renderScreen(<SupportPage />, { url: tickets });
    const open = await screen.findByRole("button", { name: "Open ticket #0042: Menu photos" });
    expect(within(open).getByText("New Reply")).toBeTruthy();
    expect(within(open).getByText("In Progress")).toBeTruthy();
    expect(within(open).getByText("1 reply")).toBeTruthy();
    const older = screen.getByRole("button", { name: "Open ticket #0041: Domain renewal" });
    expect(within(older).queryByText("New Reply")).toBeNull();
    expect(within(screen.getByRole("tab", { name: /My Support Tickets/ })).getByText("1 ticket with new replies")).toBeTruthy();
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–2 of 2");
  });

  it("says there are no tickets yet", async () => {
    serve([]);
    await renderScreen(<SupportPage />, { url: tickets });
    expect(await screen.findByText("No support tickets yet")).toBeTruthy();
    expect(screen.getByText("Tickets you submit will appear here with our replies.")).toBeTruthy();
  });

  it("says the tickets could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<SupportPage />, { url: tickets });
    expect(await screen.findByText("Failed to fetch support tickets. Please try again.")).toBeTruthy();
  });

  it("sends a new ticket, thanks the client and shows their tickets", async () => {
    serve([]);
    mockApi.use(supportHandlers.create(() => HttpResponse.json({ id: menuPhotosTicket.id, ticketNumber: 42 }, { status: 201 })));
    const seen = recordRequests();
    const { location } = await renderScreen(<SupportPage />, { url: "/dashboard/support" });
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Menu photos" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "The new menu photos look blurry." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent")).toBeTruthy();
    await waitFor(() => expect(location().search).toBe("?tab=tickets"));
    const [sent] = requestsTo(seen, "POST", "/api/support/tickets");
    const body = await sent?.formData();
    expect(body?.get("subject")).toBe("Menu photos");
    expect(body?.get("message")).toBe("The new menu photos look blurry.");
  });

  it("keeps the form and says so when the ticket could not be sent", async () => {
    serve([]);
    mockApi.use(supportHandlers.create(() => apiError(500, "internal")));
    const { location } = await renderScreen(<SupportPage />, { url: "/dashboard/support" });
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Menu photos" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Blurry." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to submit your support message. Please try again.")).toBeTruthy();
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("Menu photos");
    expect(location().search).toBe("");
  });

  it("reads in Hebrew", async () => {
    serve([menuPhotosTicket], 1);
    await renderScreen(<SupportPage />, { url: tickets, language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: "מרכז התמיכה" })).toBeTruthy();
    const open = await screen.findByRole("button", { name: "פתיחת פנייה מס' 0042: Menu photos" });
    expect(within(open).getByText("בטיפול")).toBeTruthy();
    expect(screen.getByText("1 פנייה עם תשובות חדשות")).toBeTruthy();
  });
});
