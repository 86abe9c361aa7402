import { describe, expect, it } from "vitest";
import { invoiceKeys } from "@/features/invoices";
import { revisionKeys } from "@/features/revisions";
import { storeKeys } from "@/features/store";
import { supportKeys } from "@/features/support";
import { keysForChange } from "./live-update-keys";

describe("keysForChange", () => {
  it("refetches the feature an event is about, with the factories' keys", () => {
    expect(keysForChange("invoices.changed")).toEqual([invoiceKeys.all]);
    expect(keysForChange("store.changed")).toEqual([storeKeys.all]);
    expect(keysForChange("support.ticket.reply")).toEqual([supportKeys.all]);
    expect(keysForChange("revisions.comment.reply")).toEqual([revisionKeys.all]);
    expect(keysForChange("revisions.comment.status")).toEqual([revisionKeys.all]);
  });

  it("refetches everything on screen for a session change or a type it does not know", () => {
    expect(keysForChange("session.invalidated")).toBeNull();
    expect(keysForChange("")).toBeNull();
    expect(keysForChange("toString")).toBeNull();
  });
});
