import type { CommentThread } from "@portal/shared/comment-workflow";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision, menuRevision, revisionHandlers } from "@/test/api/revisions";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { RevisionsPage } from "./revisions-page";

const url = "/dashboard/revisions";
const noDemo = (revisions = [menuRevision, heroPhotoRevision]) => ({ demoUrl: null, revisions });

const cards = () => screen.getAllByTestId("revision-card");

describe("the client's Revision Requests", () => {
  it("says the requests are loading", async () => {
    mockApi.use(revisionHandlers.mine(neverAnswered));
    await renderScreen(<RevisionsPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Revision Requests" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading revision requests...");
  });

  it("says there are none yet", async () => {
    mockApi.use(revisionHandlers.mine(noDemo([])));
    await renderScreen(<RevisionsPage />, { url });
    expect(await screen.findByText("No Revision Requests")).toBeTruthy();
    expect(screen.getByText("You haven't submitted any revision requests for your project yet")).toBeTruthy();
  });

  it("says they could not be loaded, and Refresh asks again", async () => {
    let failing = true;
    mockApi.use(
      revisionHandlers.mine(() => (failing ? apiError(500, "internal") : HttpResponse.json(noDemo([heroPhotoRevision])))),
    );
    await renderScreen(<RevisionsPage />, { url });
    expect(await screen.findByText("The revision requests could not be loaded.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("heading", { name: "Revision Request #0001" })).toBeTruthy();
  });

  it("shows each request's number, comment count, status, description and numbered comments", async () => {
    mockApi.use(revisionHandlers.mine(noDemo()));
    await renderScreen(<RevisionsPage />, { url });
    await screen.findByRole("heading", { name: "Revision Request #0002" });
    const [second, first] = cards() as [HTMLElement, HTMLElement];
    expect(within(second).getByText("2 comments")).toBeTruthy();
    expect(within(second).getByText("Pending")).toBeTruthy();
    expect(within(second).getByText("Two things on the home page.")).toBeTruthy();
    expect(within(second).getByTestId("revision-new-replies").textContent).toBe("1 new reply");
    expect(within(second).getByRole("progressbar", { name: "1 of 2 changes done" })).toBeTruthy();
    const comments = within(second).getAllByRole("listitem");
    expect(comments.map((c) => c.textContent)).toEqual([
      expect.stringContaining("Make the logo bigger"),
      expect.stringContaining("Move the menu to the left"),
    ]);
    expect(comments[0]?.textContent).toContain("Desktop · 50.0%, 15.0%");
    expect(comments[1]?.textContent).toContain("Mobile · 50.0%, 10.0%");
    expect(within(first).getByText("0 comments")).toBeTruthy();
    expect(within(first).getByText("In Progress")).toBeTruthy();
    expect(within(first).queryByRole("list")).toBeNull();
    // Without a demo there is nothing to show the pins on.
    expect(screen.queryByRole("button", { name: "View My Comments" })).toBeNull();
  });

  it("opens a request's details: date, status, description, images and comments with their positions", async () => {
    const withImage = {
      ...heroPhotoRevision,
      images: [{ id: "img1", url: "/api/files/img1", fileName: "sourdough.jpg" }],
      screenshotUrl: "/api/files/img1",
    };
    mockApi.use(revisionHandlers.mine(noDemo([menuRevision, withImage])), revisionHandlers.viewed());
    await renderScreen(<RevisionsPage />, { url });
    await screen.findByRole("heading", { name: "Revision Request #0001" });
    fireEvent.click(within(cards()[1] as HTMLElement).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Revision Request #0001" });
    expect(within(dialog).getByText("Nov 18, 2026", { exact: false })).toBeTruthy();
    expect(within(dialog).getByText("In Progress")).toBeTruthy();
    expect(within(dialog).getByText("Please use the photo of the sourdough loaf on the home page.")).toBeTruthy();
    const image = within(dialog).getByRole("img", { name: "sourdough.jpg" });
    expect(image.closest("a")?.getAttribute("href")).toBe("/api/files/img1");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(within(cards()[0] as HTMLElement).getByRole("button", { name: "View Details" }));
    const second = await screen.findByRole("dialog", { name: "Revision Request #0002" });
    expect(within(second).getByRole("heading", { name: "Comments (2)" })).toBeTruthy();
    expect(within(second).getByText("Made in the desktop view, 1280 px wide · Position: 50.0%, 15.0%")).toBeTruthy();
    expect(within(second).getByText("Made in the mobile view, 390 px wide · Position: 50.0%, 10.0%")).toBeTruthy();
    expect(within(second).queryByRole("img")).toBeNull();
  });

  it("opens a comment's thread, marks it viewed, and sends the client's reply", async () => {
    mockApi.use(
      revisionHandlers.mine(noDemo([menuRevision])),
      revisionHandlers.viewed(),
      revisionHandlers.reply(() =>
        HttpResponse.json(
          {
            id: "r2",
            author: "client",
            adminEmail: null,
            authorLabel: null,
            mine: true,
            authorName: null,
            message: "Yes, left of it.",
            createdAt: "2026-11-21T11:00:00.000Z",
          },
          { status: 201 },
        ),
      ),
    );
    const seen = recordRequests();
    await renderScreen(<RevisionsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Revision Request #0002" });
    expect(within(dialog).getByText("New Reply")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "1 reply" }));
    const thread = within(dialog).getByRole("region", { name: "Replies to comment 2" });
    expect(within(thread).getByText("Left of the logo?")).toBeTruthy();
    expect(within(thread).getByText("Design team")).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(seen, "POST", `/api/revisions/${menuRevision.id}/comments/pin-menu/view`)).toHaveLength(1),
    );

    const send = within(thread).getByRole("button", { name: "Send Reply" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.change(within(thread).getByLabelText("Your reply to comment 2"), { target: { value: "  Yes, left of it.  " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Reply sent successfully")).toBeTruthy();
    const [reply] = requestsTo(seen, "POST", `/api/revisions/${menuRevision.id}/comments/pin-menu/replies`);
    expect(await reply?.json()).toEqual({ message: "Yes, left of it." });
    expect(reply?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect((within(thread).getByLabelText("Your reply to comment 2") as HTMLTextAreaElement).value).toBe(""));
  });

  it("keeps the reply and says so when it could not be sent", async () => {
    mockApi.use(
      revisionHandlers.mine(noDemo([menuRevision])),
      revisionHandlers.viewed(),
      revisionHandlers.reply(() => apiError(500, "internal")),
    );
    await renderScreen(<RevisionsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Reply" })[0] as HTMLElement);
    const box = within(dialog).getByLabelText("Your reply to comment 1");
    expect(within(dialog).getByText("No replies yet.")).toBeTruthy();
    fireEvent.change(box, { target: { value: "Thanks!" } });
    const send = within(dialog).getByRole("button", { name: "Send Reply" });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.click(send);
    expect(await screen.findByText("Failed to send reply")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("Thanks!");
  });

  it("opens the linked request's details with the comment's thread open (a notification's link)", async () => {
    mockApi.use(revisionHandlers.mine(noDemo([menuRevision])), revisionHandlers.viewed());
    const { location } = await renderScreen(<RevisionsPage />, { url: `${url}?revision=${menuRevision.id}&comment=pin-menu` });
    const dialog = await screen.findByRole("dialog", { name: "Revision Request #0002" });
    expect(within(dialog).getByRole("region", { name: "Replies to comment 2" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Hide replies" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(location().search).toBe(""));
  });

  it("names the person's own replies You and a colleague's by the colleague's name", async () => {
    const [logo, menu] = menuRevision.comments as [CommentThread, CommentThread];
    const colleague = { author: "client", adminEmail: null, authorLabel: null, createdAt: "2026-11-21T11:00:00.000Z" } as const;
    const replies = [
      ...menu.replies,
      { ...colleague, id: "r2", mine: true, authorName: null, message: "Yes, left of it." },
      { ...colleague, id: "r3", mine: false, authorName: "Noa Levi", message: "And a little bigger." },
    ];
    mockApi.use(
      revisionHandlers.mine(noDemo([{ ...menuRevision, comments: [logo, { ...menu, replies }] }])),
      revisionHandlers.viewed(),
    );
    await renderScreen(<RevisionsPage />, { url: `${url}?revision=${menuRevision.id}&comment=pin-menu` });
    const dialog = await screen.findByRole("dialog", { name: "Revision Request #0002" });
    const names = within(within(dialog).getByRole("region", { name: "Replies to comment 2" }))
      .getAllByRole("listitem")
      .map((item) => item.querySelector(".font-semibold")?.textContent);
    expect(names).toEqual(["Design team", "You", "Noa Levi"]);
  });

  it("names the colleague who requested a request, on its card and in its details, and nobody on one's own", async () => {
    const byNoa = { ...menuRevision, mine: false, authorName: "Noa Levi" };
    mockApi.use(revisionHandlers.mine(noDemo([byNoa, heroPhotoRevision])));
    await renderScreen(<RevisionsPage />, { url });
    await screen.findByRole("heading", { name: "Revision Request #0002" });
    const [second, first] = cards() as [HTMLElement, HTMLElement];
    expect(within(second).getByTestId("revision-requester").textContent).toBe("Requested by Noa Levi");
    expect(within(first).queryByTestId("revision-requester")).toBeNull();
    fireEvent.click(within(second).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Revision Request #0002" });
    expect(within(dialog).getByText("Requested by Noa Levi")).toBeTruthy();
  });

  it("names a colleague's request in Hebrew", async () => {
    mockApi.use(revisionHandlers.mine(noDemo([{ ...menuRevision, mine: false, authorName: "נועה לוי" }])));
    await renderScreen(<RevisionsPage />, { url, language: "he" });
    expect((await screen.findByTestId("revision-requester")).textContent).toBe("ביקש/ה: נועה לוי");
  });

  it("reads in Hebrew, right to left, with Hebrew dates", async () => {
    mockApi.use(revisionHandlers.mine(noDemo()));
    await renderScreen(<RevisionsPage />, { url, language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: "בקשות שינוי" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "בקשת שינוי #0002" })).toBeTruthy();
    const [second] = cards() as [HTMLElement];
    expect(within(second).getByText("2 הערות")).toBeTruthy();
    expect(within(second).getByText(/20 בנוב׳ 2026/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "רענון" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
