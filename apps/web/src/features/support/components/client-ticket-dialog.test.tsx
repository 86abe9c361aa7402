import type { TicketReply } from "@portal/shared/support-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { agencyIsDefault } from "@/test/api/agency";
import { daniel, signedInAs } from "@/test/api/session";
import { menuPhotosForClient, menuPhotosTicket, supportHandlers } from "@/test/api/support";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { SupportPage } from "../pages/support-page";

const heroPhoto = "d00d0001-0001-4000-8000-000000000001";
const opened = `/dashboard/support?tab=tickets&ticket=${menuPhotosTicket.id}`;

/** Daniel's support with ticket #0042 answered by `ticket`. */
function serve(ticket: Parameters<typeof supportHandlers.myTicket>[0] = menuPhotosForClient) {
  mockApi.use(
    signedInAs(daniel),
    agencyIsDefault(),
    supportHandlers.revisionOptions(),
    supportHandlers.unreadCount(1),
    supportHandlers.mine([menuPhotosTicket]),
    supportHandlers.myTicket(ticket),
    supportHandlers.clientViewed(),
  );
}

const dialog = () => screen.findByRole("dialog", { name: "Ticket #0042: Menu photos" });

describe("a client's support ticket", () => {
  it("opens from the list, marks it viewed, and keeps it in the URL", async () => {
    serve();
    const seen = recordRequests();
    const { location } = await renderScreen(<SupportPage />, { url: "/dashboard/support?tab=tickets" });
    const open = await screen.findByRole("button", { name: "Open ticket #0042: Menu photos" });
    fireEvent.click(open);
    await dialog();
    expect(location().search).toContain(`ticket=${menuPhotosTicket.id}`);
    await waitFor(() => expect(requestsTo(seen, "POST", `/api/support/tickets/${menuPhotosTicket.id}/view`)).toHaveLength(1));
  });

  it("says it is loading the ticket", async () => {
    serve(neverAnswered);
    await renderScreen(<SupportPage />, { url: opened });
    const loading = await screen.findByRole("dialog", { name: "Ticket #" });
    expect(within(loading).getByRole("status").textContent).toBe("Loading...");
  });

  it("shows its status, date, related revision, the message with its image and the team's reply", async () => {
    serve();
    await renderScreen(<SupportPage />, { url: opened });
    const ticket = await dialog();
    const fact = (label: string) => within(ticket).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(fact("Related revision")).toBe("Revision Request #0001");
    expect(fact("Created")).toContain("Nov 20, 2026");
    expect(within(ticket).getByText("In Progress")).toBeTruthy();
    const original = within(ticket).getByRole("region", { name: "Original message" });
    expect(within(original).getByText("The new menu photos look blurry on the phone.")).toBeTruthy();
    expect(within(original).getByText("You")).toBeTruthy();
    expect(within(original).getByRole("link", { name: "Open menu.jpg in a new tab" }).getAttribute("href")).toBe(
      "/api/files/att-1",
    );
    const conversation = within(ticket).getByRole("region", { name: "Conversation" });
    expect(within(conversation).getByText("We will upload sharper ones today.")).toBeTruthy();
    expect(within(conversation).getByText("Support team")).toBeTruthy();
  });

  it("names the person's own messages You and a colleague's by the colleague's name", async () => {
    const [team] = menuPhotosForClient.replies as [TicketReply];
    const client = { ...team, author: "client", createdAt: "2026-11-21T11:00:00.000Z" } as const;
    serve({
      ...menuPhotosForClient,
      mine: false,
      authorName: "Noa Levi",
      replies: [
        team,
        { ...client, id: "r2", mine: true, message: "Thanks!" },
        { ...client, id: "r3", authorName: "noa@brooks.test" },
      ],
    });
    await renderScreen(<SupportPage />, { url: opened });
    const ticket = await dialog();
    const original = within(ticket).getByRole("region", { name: "Original message" });
    expect(within(original).getByText("Noa Levi")).toBeTruthy();
    expect(within(original).queryByText("You")).toBeNull();
    const names = within(within(ticket).getByRole("region", { name: "Conversation" }))
      .getAllByRole("listitem")
      .map((item) => item.querySelector(".font-semibold")?.textContent);
    expect(names).toEqual(["Support team", "You", "noa@brooks.test"]);
  });

  it("sends a reply with its text trimmed, thanks the client and clears the box", async () => {
    serve();
    mockApi.use(
      supportHandlers.reply(() =>
        HttpResponse.json(
          {
            id: "reply-2",
            message: "Thanks!",
            author: "client",
            adminEmail: null,
            authorLabel: null,
            attachments: [],
            createdAt: "2026-11-21T11:00:00.000Z",
          },
          { status: 201 },
        ),
      ),
    );
    const seen = recordRequests();
    await renderScreen(<SupportPage />, { url: opened });
    const ticket = await dialog();
    const box = within(ticket).getByLabelText("Your reply") as HTMLTextAreaElement;
    const send = within(ticket).getByRole("button", { name: "Send Reply" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.change(box, { target: { value: "   " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", true));
    fireEvent.change(box, { target: { value: "  Thanks, that works.  " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Reply Sent")).toBeTruthy();
    expect(screen.getByText("Your reply has been added to the conversation.")).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(""));
    const [reply] = requestsTo(seen, "POST", `/api/support/tickets/${menuPhotosTicket.id}/replies`);
    expect((await reply?.formData())?.get("message")).toBe("Thanks, that works.");
    expect(reply?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("keeps the reply and gives the reason when it could not be sent", async () => {
    serve();
    mockApi.use(supportHandlers.reply(() => apiError(500, "internal")));
    await renderScreen(<SupportPage />, { url: opened });
    const ticket = await dialog();
    const box = within(ticket).getByLabelText("Your reply") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Thanks" } });
    const send = within(ticket).getByRole("button", { name: "Send Reply" });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Failed to submit your reply: An unexpected error occurred")).toBeTruthy();
    expect(box.value).toBe("Thanks");
  });

  it("says a closed ticket takes no more replies", async () => {
    serve({ ...menuPhotosForClient, status: "closed", revision: null, replies: [] });
    await renderScreen(<SupportPage />, { url: opened });
    const ticket = await dialog();
    expect(within(ticket).getByRole("note").textContent).toBe(
      "This ticket is closed, so replies are no longer possible. Submit a new ticket if you need more help.",
    );
    expect(within(ticket).queryByLabelText("Your reply")).toBeNull();
    expect(within(ticket).getByText("No replies yet.")).toBeTruthy();
    expect(within(ticket).getByText("Related revision", { selector: "dt" }).nextElementSibling?.textContent).toBe("None");
  });

  it("says when the ticket could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<SupportPage />, { url: opened });
    expect(await screen.findByText("Failed to fetch replies. Please try again.")).toBeTruthy();
  });

  it("closes with Escape and forgets the ticket in the URL", async () => {
    serve();
    const { location } = await renderScreen(<SupportPage />, { url: opened });
    fireEvent.keyDown(await dialog(), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location().search).toBe("?tab=tickets");
  });

  it("reads in Hebrew, right to left", async () => {
    serve();
    await renderScreen(<SupportPage />, { url: opened, language: "he" });
    const ticket = await screen.findByRole("dialog", { name: "פנייה מס' 0042: Menu photos" });
    expect(within(ticket).getByText("בקשת שינוי מס' 0001")).toBeTruthy();
    expect(within(ticket).getByText("צוות התמיכה")).toBeTruthy();
    expect(within(ticket).getByRole("button", { name: "שליחת תשובה" })).toBeTruthy();
    expect(within(ticket).getAllByText(/20 בנוב׳ 2026/).length).toBeGreaterThan(0);
    expect(document.documentElement.dir).toBe("rtl");
  });
});

describe("a new support ticket", () => {
  it("asks for a subject and a message before sending anything", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<SupportPage />, { url: "/dashboard/support" });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a subject.")).toBeTruthy();
    expect(screen.getByText("Please enter a message.")).toBeTruthy();
    expect(screen.getByLabelText("Subject").getAttribute("aria-invalid")).toBe("true");
    expect(requestsTo(seen, "POST", "/api/support/tickets")).toHaveLength(0);
  });

  it("sends the chosen related revision with the ticket", async () => {
    serve();
    mockApi.use(
      supportHandlers.revisionOptions([
        { id: heroPhoto, requestNumber: 1, description: "Please use the photo of the sourdough loaf" },
      ]),
      supportHandlers.create(() => HttpResponse.json({ id: menuPhotosTicket.id, ticketNumber: 42 }, { status: 201 })),
    );
    const seen = recordRequests();
    await renderScreen(<SupportPage />, { url: "/dashboard/support" });
    const related = screen.getByLabelText("Related revision (optional)") as HTMLSelectElement;
    await waitFor(() => expect(related.options).toHaveLength(2));
    expect([...related.options].map((o) => o.textContent)).toEqual([
      "No related revision",
      "Revision Request #0001: Please use the photo of the sourdough loaf",
    ]);
    fireEvent.change(related, { target: { value: heroPhoto } });
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "About my revision" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Is it done?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent")).toBeTruthy();
    const body = await requestsTo(seen, "POST", "/api/support/tickets")[0]?.formData();
    expect(body?.get("revisionId")).toBe(heroPhoto);
  });

  it("shows the agency's contact, support hours and the reply time", async () => {
    serve();
    await renderScreen(<SupportPage />, { url: "/dashboard/support" });
    expect(screen.getByText("We typically respond within 2-5 business days.")).toBeTruthy();
    expect(await screen.findByText("Prefer e-mail? Write to us at support@example.com.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Email Support" }).getAttribute("href")).toBe("mailto:support@example.com");
    const hours = screen.getByText("Support hours").closest("div")?.parentElement as HTMLElement;
    expect(within(hours).getByText("Monday").nextElementSibling?.textContent).toBe("9:00 AM – 5:00 PM");
    expect(within(hours).getByText("Sunday").nextElementSibling?.textContent).toBe("Closed");
  });
});
