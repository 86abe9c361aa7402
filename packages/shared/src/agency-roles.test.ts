import { describe, expect, it } from "vitest";
import { AGENCY_ROLES, CAPABILITIES, CAPABILITY_TABLE, can, capabilitiesOf, grantOf, isAgencyRole } from "./agency-roles.ts";

describe("the agency's capability table", () => {
  it("gives the owner everything and nobody else the roles or the agency's settings", () => {
    expect(capabilitiesOf("owner")).toEqual([...CAPABILITIES]);
    for (const role of AGENCY_ROLES.filter((r) => r !== "owner")) {
      expect(can(role, "roles.write")).toBe(false);
      expect(can(role, "settings.write")).toBe(false);
    }
  });

  it("gives an admin everything else", () => {
    expect(capabilitiesOf("admin")).toEqual(CAPABILITIES.filter((c) => c !== "roles.write" && c !== "settings.write"));
  });

  it("lets a project manager run projects, revisions and tickets and only read invoices", () => {
    for (const c of ["projects.write", "revisions.write", "comments.write", "tickets.write", "invoices.read"] as const) {
      expect(can("project_manager", c)).toBe(true);
    }
    expect(can("project_manager", "invoices.write")).toBe(false);
    expect(can("project_manager", "purchases.read")).toBe(false);
  });

  it("lets a designer reach revisions and comments of assigned projects only", () => {
    expect(capabilitiesOf("designer")).toEqual(["revisions.read", "revisions.write", "comments.write"]);
    expect(grantOf("designer", "revisions.read")).toBe("assigned");
    expect(grantOf("designer", "tickets.read")).toBeNull();
  });

  it("keeps support to tickets and the accountant to money", () => {
    expect(capabilitiesOf("support")).toEqual(["tickets.read", "tickets.write"]);
    expect(can("accountant", "invoices.write")).toBe(true);
    expect(can("accountant", "purchases.write")).toBe(true);
    expect(can("accountant", "billing.tools")).toBe(true);
    expect(can("accountant", "tickets.read")).toBe(false);
    expect(can("accountant", "tickets.write")).toBe(false);
  });

  it("gives no one without a role anything, and a write always comes with its read", () => {
    expect(capabilitiesOf(null)).toEqual([]);
    expect(can(undefined, "dashboard.read")).toBe(false);
    for (const role of AGENCY_ROLES) {
      for (const capability of Object.keys(CAPABILITY_TABLE[role])) {
        const read = capability.replace(/\.write$/, ".read");
        if (read !== capability && (CAPABILITIES as readonly string[]).includes(read)) {
          expect(can(role, read as (typeof CAPABILITIES)[number]), `${role} ${capability}`).toBe(true);
        }
      }
    }
  });

  it("knows its roles", () => {
    expect(isAgencyRole("designer")).toBe(true);
    expect(isAgencyRole("client")).toBe(false);
    expect(isAgencyRole(null)).toBe(false);
  });
});
