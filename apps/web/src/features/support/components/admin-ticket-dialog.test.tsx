import type { AdminTicketDetail } from "@portal/shared/support-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, signedInAs } from "@/test/api/session";
import { menuPhotosDetail, supportHandlers } from "@/test/api/support";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminTicketDialog } from "./admin-ticket-dialog";

const TICKET = `/api/admin/support-tickets/${menuPhotosDetail.id}`;

/** #0042 with Dana's answer and Daniel's reply, and one internal note. */
const withThread: AdminTicketDetail = {
  ...menuPhotosDetail,
  revision: { id: "d00d0001-0001-4000-8000-000000000001", requestNumber: 1, description: "Hero photo" },
  replies: [
    {
      id: "r1",
      message: "We will export them at twice the size.",
      author: "admin",
      adminEmail: dana.email,
      authorLabel: null,
      mine: true,
      authorName: null,
      attachments: [],
      createdAt: "2026-11-20T09:00:00.000Z",
    },
    {
      id: "r2",
      message: "Thank you!",
      author: "client",
      adminEmail: null,
      authorLabel: "Noa Levi (Brooks Bakery)",
      mine: false,
      authorName: null,
      attachments: [],
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  authorLabel: "Noa Levi (Brooks Bakery)",
  notes: [{ id: "n1", message: "Client is on a slow phone.", authorLabel: "Maya Cohen", createdAt: "2026-11-20T11:00:00.000Z" }],
};

/** The ticket as read (version "3"), the assignees, the view mark, and the writes answered by `answers`. */
function serve(ticket: AdminTicketDetail = menuPhotosDetail, answers: { reply?: () => Response; note?: () => Response } = {}) {
  mockApi.use(
    signedInAs(dana),
    supportHandlers.adminTicket(ticket),
    supportHandlers.assignees(),
    supportHandlers.markViewed(),
    http.post(`${TICKET}/replies`, answers.reply ?? (() => HttpResponse.json({ id: "r3" }, { status: 201 }))),
    http.post(`${TICKET}/notes`, answers.note ?? (() => HttpResponse.json({ id: "n2" }, { status: 201 }))),
    http.put(`${TICKET}/assignee`, async ({ request }) => {
      const { assigneeId } = (await request.json()) as { assigneeId: string | null };
      return HttpResponse.json({ id: ticket.id, assignee: assigneeId ? ticket.assignee : null });
    }),
  );
  return recordRequests();
}

const open = (language: "en" | "he" = "en") =>
  renderScreen(<AdminTicketDialog ticketId={menuPhotosDetail.id} onClose={() => undefined} />, { language });
const dialog = () => screen.findByRole("dialog", { name: "Ticket #0042: Menu photos" });

describe("the admin's ticket dialog", () => {
  it("marks the ticket viewed when it opens, and shows its details and original message", async () => {
    const seen = serve(withThread);
    await open();
    const ticket = await dialog();
    expect(within(ticket).getByText("Client e-mail").nextSibling?.textContent).toBe("daniel@brooksbakery.com");
    expect(within(ticket).getByText("Revision Request #0001")).toBeTruthy();
    const original = within(ticket).getByRole("region", { name: "Original message" });
    expect(within(original).getByText("The new menu photos look blurry on the phone.")).toBeTruthy();
    await waitFor(() => expect(requestsTo(seen, "POST", `${menuPhotosDetail.id}/view`)).toHaveLength(1));
  });

  it("names the admin who answered by e-mail, and the client's colleague who opened and replied (decision 118)", async () => {
    serve(withThread);
    await open();
    const ticket = await dialog();
    expect(within(ticket).getByText("Opened by").nextSibling?.textContent).toBe("Noa Levi (Brooks Bakery)");
    const original = within(ticket).getByRole("region", { name: "Original message" });
    expect(original.textContent).toContain("Noa Levi (Brooks Bakery)");
    const thread = within(ticket).getByRole("region", { name: "Conversation" });
    const answer = within(thread).getByText("We will export them at twice the size.").closest("li") as HTMLElement;
    expect(answer.textContent).toContain("Admin · dana@harbourpine.example");
    const reply = within(thread).getByText("Thank you!").closest("li") as HTMLElement;
    expect(reply.textContent).toContain("Noa Levi (Brooks Bakery)");
  });

  it("names an old ticket's client as Client, with no opener", async () => {
    serve({ ...withThread, authorLabel: null, replies: withThread.replies.map((r) => ({ ...r, authorLabel: null })) });
    await open();
    const ticket = await dialog();
    expect(within(ticket).queryByText("Opened by")).toBeNull();
    const reply = within(ticket).getByText("Thank you!").closest("li") as HTMLElement;
    expect(reply.textContent).toContain("Client");
  });

  it("says when there are no replies and no related revision", async () => {
    serve();
    await open();
    const ticket = await dialog();
    expect(within(ticket).getByText("No replies yet.")).toBeTruthy();
    expect(within(ticket).getByText("Related revision").nextSibling?.textContent).toBe("None");
  });

  it("keeps Send Reply disabled for blank text, and sends the reply as a form", async () => {
    const seen = serve();
    await open();
    const ticket = await dialog();
    const box = within(ticket).getByLabelText("Reply to the client");
    const send = within(ticket).getByRole("button", { name: "Send Reply" });
    fireEvent.change(box, { target: { value: "   " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", true));
    fireEvent.change(box, { target: { value: "  Fixed: please check again.  " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Reply sent successfully")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", `${menuPhotosDetail.id}/replies`);
    expect((await post?.formData())?.get("message")).toBe("Fixed: please check again.");
    expect(post?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("says when the reply could not be sent", async () => {
    serve(menuPhotosDetail, { reply: () => apiError(500, "internal") });
    await open();
    const ticket = await dialog();
    fireEvent.change(within(ticket).getByLabelText("Reply to the client"), { target: { value: "Fixed." } });
    const send = within(ticket).getByRole("button", { name: "Send Reply" });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Failed to send reply")).toBeTruthy();
  });

  it("offers no reply box on a closed ticket, and says why", async () => {
    serve({ ...menuPhotosDetail, status: "closed" });
    await open();
    const ticket = await dialog();
    expect(within(ticket).getByRole("note").textContent).toBe(
      "This ticket is closed, so replies are no longer possible. Submit a new ticket if you need more help.",
    );
    expect(within(ticket).queryByRole("button", { name: "Send Reply" })).toBeNull();
  });

  it("unassigns the ticket from the version shown, Assign disabled until the choice changes", async () => {
    const seen = serve();
    await open();
    const ticket = await dialog();
    const picker = within(ticket).getByLabelText("Assigned to");
    await waitFor(() => expect(picker).toHaveProperty("disabled", false));
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Nobody (unassigned)", "Dana Levi"]);
    expect((picker as HTMLSelectElement).value).toBe(dana.id);
    const assign = within(ticket).getByRole("button", { name: "Assign" });
    expect(assign).toHaveProperty("disabled", true);
    fireEvent.change(picker, { target: { value: "" } });
    fireEvent.click(assign);
    expect(await screen.findByText("Ticket unassigned")).toBeTruthy();
    const [put] = requestsTo(seen, "PUT", `${menuPhotosDetail.id}/assignee`);
    expect(put?.headers.get("If-Match")).toBe('"3"');
    expect(await put?.json()).toEqual({ assigneeId: null });
  });

  it("shows the internal notes, refuses an empty one and adds a note", async () => {
    const seen = serve(withThread);
    await open();
    const notes = within(await dialog()).getByRole("region", { name: "Internal notes" });
    expect(within(notes).getByText("Only admins see these notes; the client never does.")).toBeTruthy();
    const note = within(notes).getByText("Client is on a slow phone.").closest("li") as HTMLElement;
    expect(note.textContent).toMatch(/^Maya Cohen · Nov 20, 2026/);
    fireEvent.click(within(notes).getByRole("button", { name: "Add Note" }));
    expect(await within(notes).findByText("Please write a note.")).toBeTruthy();
    expect(requestsTo(seen, "POST", "/notes")).toHaveLength(0);
    fireEvent.change(within(notes).getByLabelText("New internal note"), { target: { value: " Called him. " } });
    fireEvent.click(within(notes).getByRole("button", { name: "Add Note" }));
    expect(await screen.findByText("Internal note added")).toBeTruthy();
    expect(await requestsTo(seen, "POST", "/notes")[0]?.json()).toEqual({ message: "Called him." });
    await waitFor(() => expect(within(notes).getByLabelText("New internal note")).toHaveProperty("value", ""));
  });

  it("says when there are no internal notes, and when a note could not be added", async () => {
    serve(menuPhotosDetail, { note: () => apiError(500, "internal") });
    await open();
    const notes = within(await dialog()).getByRole("region", { name: "Internal notes" });
    expect(within(notes).getByText("No internal notes yet.")).toBeTruthy();
    fireEvent.change(within(notes).getByLabelText("New internal note"), { target: { value: "Called him." } });
    fireEvent.click(within(notes).getByRole("button", { name: "Add Note" }));
    expect(await screen.findByText("Failed to add the internal note")).toBeTruthy();
  });

  it("says the ticket could not be loaded", async () => {
    mockApi.use(
      signedInAs(dana),
      http.get(TICKET, () => apiError(500, "internal")),
      supportHandlers.markViewed(),
    );
    await open();
    expect(await screen.findByText("Failed to fetch support tickets")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Ticket details" })).toBeTruthy();
  });

  it("reads in Hebrew, right to left", async () => {
    serve({ ...withThread, status: "closed" });
    await open("he");
    expect(document.documentElement.dir).toBe("rtl");
    const ticket = await screen.findByRole("dialog", { name: "פנייה מס' 0042: Menu photos" });
    expect(within(ticket).getByRole("note").textContent).toBe(
      "הפנייה הזו סגורה ולא ניתן עוד להשיב בה. אם אתם צריכים עזרה נוספת, פתחו פנייה חדשה.",
    );
    const notes = within(ticket).getByRole("region", { name: "הערות פנימיות" });
    expect(within(notes).getByText("Client is on a slow phone.").closest("li")?.textContent).toMatch(/20 בנוב׳ 2026/);
    expect(within(ticket).getByRole("button", { name: "שיוך" })).toBeTruthy();
  });
});
