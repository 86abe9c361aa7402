import { describe, expect, it } from "vitest";
import { brooksBakery, harbourCafe } from "@/test/api/companies";
import { clientMayOpen, clientNav, firstClientPage } from "./navigation";

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
    expect(visible(billing)).toEqual(["invoices", "featureStore", "support", "settings"]);
  });

  it("shows only the items everyone has until the company is known", () => {
    expect(visible(undefined)).toEqual(["settings"]);
  });

  it("lands each person on the first page their rights give (decision 115)", () => {
    const only = (right: "project" | "revisions" | "billing" | "support" | null) => ({
      ...harbourCafe,
      rights: {
        project: right === "project",
        revisions: right === "revisions",
        billing: right === "billing",
        support: right === "support",
      },
    });
    expect(firstClientPage(brooksBakery)).toBe("/dashboard");
    expect(firstClientPage(only("revisions"))).toBe("/dashboard");
    expect(firstClientPage(only("project"))).toBe("/dashboard");
    expect(firstClientPage(only("billing"))).toBe("/dashboard/invoices");
    expect(firstClientPage(only("support"))).toBe("/dashboard/support");
    expect(firstClientPage(only(null))).toBe("/dashboard/settings");
    expect(visible(only("revisions"))).toEqual(["dashboard", "revisionRequests", "settings"]);
    expect(visible(only("support"))).toEqual(["support", "settings"]);
  });
});
