import { describe, expect, it } from "vitest";
import { canReplyToTicket, createTicketFields, replyFields } from "./support-contracts.ts";

describe("createTicketFields", () => {
  it("trims subject and message and requires both", () => {
    expect(createTicketFields.parse({ subject: "  Logo  ", message: " Please help " })).toEqual({
      subject: "Logo",
      message: "Please help",
      revisionId: null,
    });
    const blank = createTicketFields.safeParse({ subject: "   ", message: "\n" });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.message).sort()).toEqual(["messageRequired", "subjectRequired"]);
  });

  it("takes an optional related revision id", () => {
    const id = "2f1b7c1e-8a4d-4f7e-9a51-3c2d1e0f9b8a";
    expect(createTicketFields.parse({ subject: "s", message: "m", revisionId: id }).revisionId).toBe(id);
    expect(createTicketFields.parse({ subject: "s", message: "m", revisionId: "" }).revisionId).toBeNull();
    expect(createTicketFields.safeParse({ subject: "s", message: "m", revisionId: "nope" }).success).toBe(false);
  });
});

describe("replyFields", () => {
  it("needs non-empty trimmed text", () => {
    expect(replyFields.safeParse({ message: "   " }).success).toBe(false);
    expect(replyFields.parse({ message: " Thanks! " }).message).toBe("Thanks!");
  });
});

describe("canReplyToTicket", () => {
  it("refuses closed and archived tickets only", () => {
    expect(["new", "in_progress", "resolved", "closed", "archived"].map(canReplyToTicket)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
