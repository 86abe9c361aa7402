import { describe, expect, it } from "vitest";
import { afterSignInPath, safeNextPath } from "./home-path.ts";

describe("safeNextPath", () => {
  it("keeps a same-origin path with its query", () => {
    expect(safeNextPath("/dashboard/support?tab=tickets&ticket=1")).toBe("/dashboard/support?tab=tickets&ticket=1");
  });

  it("refuses other hosts, schemes, backslashes, control characters and the login screen", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/a\\b",
      "/a\nb",
      "/login?next=/x",
      "",
      null,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});

describe("afterSignInPath", () => {
  it("goes to next when it is safe, else home", () => {
    expect(afterSignInPath("client", "/dashboard/invoices")).toBe("/dashboard/invoices");
    expect(afterSignInPath("admin", "//evil.example")).toBe("/admin/dashboard");
    expect(afterSignInPath("client", null)).toBe("/dashboard");
  });
});
