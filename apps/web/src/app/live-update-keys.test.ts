import { describe, expect, it } from "vitest";
import { invoiceKeys } from "@/features/invoices/api/query-keys";
import { storeKeys } from "@/features/store/api/query-keys";
import { supportKeys } from "@/features/support/api/query-keys";
import { keysForChange } from "./live-update-keys";

describe("keysForChange", () => {
  it("refetches the feature an event is about, with the factories' keys", () => {
    expect(keysForChange("invoices.changed")).toEqual([invoiceKeys.all]);
    expect(keysForChange("store.changed")).toEqual([storeKeys.all]);
    expect(keysForChange("support.ticket.reply")).toEqual([supportKeys.all]);
  });

  it("refetches everything on screen for a session change or a type it does not know", () => {
    expect(keysForChange("session.invalidated")).toBeNull();
    expect(keysForChange("")).toBeNull();
    expect(keysForChange("toString")).toBeNull();
  });
});
