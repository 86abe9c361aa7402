import { describe, expect, it } from "vitest";
import { checkedPayload, NOTIFICATION_KIND_NAMES, NOTIFICATION_PAYLOADS, readNotification } from "./notification-payloads.ts";

describe("notification payloads", () => {
  it("accept each kind's example", () => {
    for (const kind of NOTIFICATION_KIND_NAMES) {
      expect(checkedPayload(kind, NOTIFICATION_PAYLOADS[kind].example)).toEqual(NOTIFICATION_PAYLOADS[kind].example);
    }
  });

  it("refuse a payload missing a field or with a value its kind does not have, at the write", () => {
    // Casts stand for what the typecheck refuses at a call site (a missing field, a status of another kind).
    expect(() => checkedPayload("invoice_created", { invoiceId: "i1", number: "INV-1" } as never)).toThrow();
    expect(() => checkedPayload("revision_status", { revisionId: "r1", number: "0001", status: "archived" } as never)).toThrow();
    expect(() =>
      checkedPayload("feature_progress", { purchaseId: "p", feature: "F", progress: "", status: "pending" }),
    ).toThrow();
  });

  it("read a stored row through its kind's schema, keeping only the fields it knows", () => {
    const read = readNotification("ticket_created", {
      ticketId: "t1",
      number: "0001",
      subject: "Logo",
      client: "Dana",
      extra: "x",
    });
    expect(read).toEqual({ kind: "ticket_created", data: { ticketId: "t1", number: "0001", subject: "Logo", client: "Dana" } });
  });

  it("read an old row that no longer fits, or of a kind no longer sent, as nothing (the reader shows a fallback)", () => {
    expect(readNotification("ticket_created", { ticketId: "t1", number: "0001" })).toBeNull();
    expect(readNotification("project_updated", { projectId: "p1", status: "on_hold", delivery: "" })).toBeNull();
    expect(readNotification("welcome_back", {})).toBeNull();
    expect(readNotification("toString", {})).toBeNull();
    expect(readNotification("sms_budget", null)).toBeNull();
  });
});
