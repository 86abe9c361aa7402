import { describe, expect, it } from "vitest";
import { type CommentThread, commentProgress, commentReplyFields } from "./comment-workflow.ts";

const thread = (annotationId: string, status: CommentThread["status"]): CommentThread => ({
  annotationId,
  status,
  etag: '"0"',
  replies: [],
  unread: false,
});

describe("commentProgress", () => {
  it("counts the revision's comments that are done", () => {
    const threads = [thread("a", "done"), thread("b", "in_progress"), thread("c", "done")];
    expect(commentProgress(["a", "b", "c"], threads)).toEqual({ done: 2, total: 3, allDone: false });
  });

  it("is all done only when every comment is, and never for a revision without comments", () => {
    expect(commentProgress(["a", "b"], [thread("a", "done"), thread("b", "done")])).toMatchObject({ allDone: true });
    expect(commentProgress([], [])).toEqual({ done: 0, total: 0, allDone: false });
  });

  it("ignores statuses of comments the revision does not have", () => {
    expect(commentProgress(["a"], [thread("gone", "done")])).toEqual({ done: 0, total: 1, allDone: false });
  });
});

describe("commentReplyFields", () => {
  it("trims, and names what is wrong", () => {
    expect(commentReplyFields.parse({ message: "  ok " })).toEqual({ message: "ok" });
    expect(commentReplyFields.safeParse({ message: "  " }).error?.issues[0]?.message).toBe("comment_reply_required");
    expect(commentReplyFields.safeParse({ message: "x".repeat(1001) }).error?.issues[0]?.message).toBe("comment_reply_too_long");
  });
});
