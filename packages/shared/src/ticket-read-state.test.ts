import { describe, expect, it } from "vitest";
import { isTicketUnread, messagePreview } from "./ticket-read-state.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe("isTicketUnread", () => {
  it("a new ticket is read for its client and unread for admins until they open it", () => {
    expect(isTicketUnread("client", at(0), [], null)).toBe(false);
    expect(isTicketUnread("admin", at(0), [], null)).toBe(true);
    expect(isTicketUnread("admin", at(0), [], at(1))).toBe(false);
  });

  it("counts every reply of the other party when there is no view record", () => {
    expect(isTicketUnread("client", at(0), [{ author: "admin", createdAt: at(1) }], null)).toBe(true);
    expect(isTicketUnread("admin", at(0), [{ author: "client", createdAt: at(1) }], null)).toBe(true);
  });

  it("never counts the viewer's own replies", () => {
    expect(isTicketUnread("client", at(0), [{ author: "client", createdAt: at(5) }], null)).toBe(false);
    expect(isTicketUnread("admin", at(0), [{ author: "admin", createdAt: at(5) }], at(1))).toBe(false);
  });

  it("is unread only for replies after the last view", () => {
    const replies = [
      { author: "admin" as const, createdAt: at(1) },
      { author: "client" as const, createdAt: at(3) },
    ];
    expect(isTicketUnread("client", at(0), replies, at(2))).toBe(false);
    expect(isTicketUnread("client", at(0), replies, at(0))).toBe(true);
    expect(isTicketUnread("admin", at(0), replies, at(2))).toBe(true);
    expect(isTicketUnread("admin", at(0), replies, at(3))).toBe(false);
  });
});

describe("messagePreview", () => {
  it("keeps short messages whole", () => {
    expect(messagePreview("  Hello there  ")).toBe("Hello there");
  });

  it("cuts at 80 characters and marks the cut", () => {
    const long = "a".repeat(100);
    expect(messagePreview(long)).toBe(`${"a".repeat(80)}…`);
    expect(messagePreview("b".repeat(80))).toBe("b".repeat(80));
  });

  it("never splits an emoji", () => {
    expect(messagePreview(`${"x".repeat(79)}😀😀`)).toBe(`${"x".repeat(79)}😀…`);
  });
});
