import { describe, expect, it } from "vitest";
import { brooksBakery, harbourCafe } from "@/test/api/companies";
import { clientMayOpen, clientNav } from "./navigation";

const visible = (company: Parameters<typeof clientMayOpen>[1]) =>
  clientNav.filter((item) => clientMayOpen(item, company)).map((item) => item.labelKey);

describe("the client navigation by company rights", () => {
  it("shows the owner every item, Team included", () => {
    expect(visible(brooksBakery)).toEqual([
      "dashboard",
      "revisionRequests",
      "invoices",
      "featureStore",
      "support",
      "team",
      "settings",
    ]);
  });

  it("shows a colleague only what their rights give, never Team", () => {
    expect(visible(harbourCafe)).toEqual(["dashboard", "revisionRequests", "settings"]);
    const billing = { ...harbourCafe, rights: { project: false, revisions: false, billing: true, support: true } };
    expect(visible(billing)).toEqual(["dashboard", "invoices", "featureStore", "support", "settings"]);
  });

  it("shows only the items everyone has until the company is known", () => {
    expect(visible(undefined)).toEqual(["dashboard", "settings"]);
  });
});
