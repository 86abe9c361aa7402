import { describe, expect, it } from "vitest";
import { FIRST_READS, firstReadsFor } from "./first-reads.ts";

describe("firstReadsFor", () => {
  it("names the client home's project, subscription, counts and companies, and only the frame's reads elsewhere", () => {
    expect(firstReadsFor("client", "/dashboard")).toEqual([
      FIRST_READS.notificationCounts,
      FIRST_READS.myCompanies,
      FIRST_READS.myProject,
      FIRST_READS.subscription,
    ]);
    expect(firstReadsFor("client", "/dashboard/invoices")).toEqual([FIRST_READS.notificationCounts, FIRST_READS.myCompanies]);
    expect(firstReadsFor("admin", "/admin/dashboard")).toEqual([FIRST_READS.notificationCounts]);
  });

  it("names nothing outside the person's own area (a page that will send them elsewhere)", () => {
    expect(firstReadsFor("client", "/admin/dashboard")).toEqual([]);
    expect(firstReadsFor("admin", "/dashboard")).toEqual([]);
    expect(firstReadsFor("client", "/login")).toEqual([]);
    expect(firstReadsFor("client", "/dashboards")).toEqual([]);
  });
});
