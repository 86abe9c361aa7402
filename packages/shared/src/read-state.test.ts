import { describe, expect, it } from "vitest";
import { hasUnseenReplies } from "./read-state.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe("hasUnseenReplies", () => {
  it("counts the other party's messages after the last view, all of them without a view", () => {
    const messages = [{ author: "admin" as const, createdAt: at(1) }];
    expect(hasUnseenReplies("client", messages, null)).toBe(true);
    expect(hasUnseenReplies("client", messages, at(0))).toBe(true);
    expect(hasUnseenReplies("client", messages, at(2))).toBe(false);
  });

  it("never counts the viewer's own messages, and nothing is unseen in an empty thread", () => {
    expect(hasUnseenReplies("admin", [{ author: "admin", createdAt: at(5) }], null)).toBe(false);
    expect(hasUnseenReplies("client", [], null)).toBe(false);
  });
});
