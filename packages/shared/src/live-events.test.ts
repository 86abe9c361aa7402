import { describe, expect, it } from "vitest";
import { isLiveEventType } from "./live-events.ts";

describe("isLiveEventType", () => {
  it("knows the events the server publishes", () => {
    expect(isLiveEventType("invoices.changed")).toBe(true);
    expect(isLiveEventType("support.ticket.status")).toBe(true);
    expect(isLiveEventType("session.invalidated")).toBe(true);
  });

  it("refuses a misspelt or inherited name", () => {
    expect(isLiveEventType("invoice.changed")).toBe(false);
    expect(isLiveEventType("support.changed")).toBe(false);
    expect(isLiveEventType("toString")).toBe(false);
  });
});
