import { describe, expect, it } from "vitest";
import {
  approvalRequestRequest,
  approveMilestoneRequest,
  createMilestoneRequest,
  updateMilestoneRequest,
} from "./milestone-contracts.ts";
import { milestoneTitleIn } from "./milestone-titles.ts";

describe("milestone contracts", () => {
  it("needs a title in at least one language and reads the reader's, falling back to the other", () => {
    expect(createMilestoneRequest.safeParse({ title: { en: " ", he: "" } }).success).toBe(false);
    const parsed = createMilestoneRequest.parse({ title: { en: "", he: "עיצוב" } });
    expect(parsed).toEqual({ title: { en: "", he: "עיצוב" }, dueAt: null, amountCents: null, invoiceOn: "approval" });
    expect(milestoneTitleIn("en", parsed.title)).toBe("עיצוב");
    expect(milestoneTitleIn("he", { en: "Design", he: "עיצוב" })).toBe("עיצוב");
  });

  it("refuses negative or fractional amounts and the states only actions set", () => {
    expect(createMilestoneRequest.safeParse({ title: { en: "A", he: "" }, amountCents: -1 }).success).toBe(false);
    expect(createMilestoneRequest.safeParse({ title: { en: "A", he: "" }, amountCents: 10.5 }).success).toBe(false);
    expect(updateMilestoneRequest.safeParse({ state: "approved" }).success).toBe(false);
    expect(updateMilestoneRequest.safeParse({ state: "awaiting_approval" }).success).toBe(false);
    expect(updateMilestoneRequest.safeParse({}).success).toBe(false);
    expect(updateMilestoneRequest.safeParse({ state: "in_progress" }).success).toBe(true);
  });

  it("takes review pages as paths on the demo", () => {
    expect(approvalRequestRequest.parse({ pages: ["/", "/pricing.html"] })).toEqual({
      pages: ["/", "/pricing.html"],
      versionLabel: "",
    });
    expect(approvalRequestRequest.safeParse({ pages: [] }).success).toBe(false);
    expect(approvalRequestRequest.safeParse({ pages: ["https://elsewhere.example/"] }).success).toBe(false);
    expect(approvalRequestRequest.safeParse({ pages: ["/a b"] }).success).toBe(false);
    expect(approvalRequestRequest.safeParse({ pages: ["//elsewhere.example/"] }).success).toBe(false);
  });

  it("needs the signer's full name and the confirmation", () => {
    expect(approveMilestoneRequest.safeParse({ fullName: "Dana Levi", confirm: true }).success).toBe(true);
    expect(approveMilestoneRequest.safeParse({ fullName: " ", confirm: true }).success).toBe(false);
    expect(approveMilestoneRequest.safeParse({ fullName: "Dana Levi", confirm: false }).success).toBe(false);
  });
});
