import type { Annotation } from "@portal/shared/annotations";
import type { CommentThread } from "@portal/shared/comment-workflow";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { CommentProgress } from "./comment-progress";
import { WorkflowCommentList } from "./workflow-comment-list";

afterEach(() => vi.unstubAllGlobals());

const note = (id: string, comment: string): Annotation => ({
  id,
  x: 10,
  y: 10,
  comment,
  mode: "desktop",
  timestamp: "2026-11-01T10:00:00.000Z",
  viewportWidth: null,
  documentHeight: null,
});
const thread = (annotationId: string, status: CommentThread["status"], extra: Partial<CommentThread> = {}): CommentThread => ({
  annotationId,
  status,
  etag: '"0"',
  replies: [],
  unread: false,
  ...extra,
});
const revision = {
  id: "r1",
  annotations: [note("a", "Bigger logo"), note("b", "Move the menu")],
  comments: [
    thread("a", "done"),
    thread("b", "in_progress", {
      unread: true,
      replies: [
        {
          id: "x",
          author: "admin",
          adminEmail: null,
          authorLabel: null,
          mine: false,
          authorName: null,
          message: "Left or right?",
          createdAt: "2026-11-02T10:00:00.000Z",
        },
      ],
    }),
  ],
};

describe("the comments' progress", () => {
  it("reads 'n of m changes done', in the singular for one comment, and nothing without comments", () => {
    const { rerender } = renderWithApp(<CommentProgress revision={revision} />);
    expect(screen.getByText("1 of 2 changes done")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    rerender(<CommentProgress revision={{ annotations: [note("a", "x")], comments: [] }} />);
    expect(screen.getByText("0 of 1 change done")).toBeTruthy();
    rerender(<CommentProgress revision={{ annotations: [], comments: [] }} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("the client's comment list", () => {
  it("shows each status and New Reply; opening the thread reads it and marks it viewed", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<WorkflowCommentList revision={revision} viewer="client" />);
    expect(screen.getAllByTestId("comment-status").map((b) => b.textContent)).toEqual(["Done", "In Progress"]);
    expect(screen.getByText("New Reply")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "1 reply" }));
    expect(screen.getByText("Left or right?")).toBeTruthy();
    expect(screen.getByText("Design team")).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/revisions/r1/comments/b/view");
    expect(init?.method).toBe("POST");
  });

  it("keeps Send Reply disabled while the reply is blank, and says when it is too long", async () => {
    renderWithApp(<WorkflowCommentList revision={revision} viewer="client" initialOpenId="a" />);
    const send = screen.getByRole("button", { name: "Send Reply" });
    const box = screen.getByLabelText("Your reply to comment 1");
    expect(send).toHaveProperty("disabled", true);
    fireEvent.change(box, { target: { value: "Thanks" } });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.change(box, { target: { value: "x".repeat(1001) } });
    expect(await screen.findByText("A reply can be at most 1,000 characters.")).toBeTruthy();
    expect(send).toHaveProperty("disabled", true);
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });
});
