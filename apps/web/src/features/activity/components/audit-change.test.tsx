import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditChange } from "./audit-change";

describe("AuditChange", () => {
  it("shows each changed field with its value before and after", () => {
    render(
      <AuditChange
        entry={{ before: { status: "pending", demoUrl: null }, after: { status: "done", demoUrl: "https://x.test" } }}
      />,
    );
    const lines = screen.getAllByRole("definition").map((dd) => dd.textContent);
    expect(screen.getByText("Status:")).toBeTruthy();
    expect(screen.getByText("Demo URL:")).toBeTruthy();
    expect(lines).toEqual(["Before:pending→After:done", "Before:(empty)→After:https://x.test"]);
  });

  it("words yes/no values, and shows only one side for a creation or a deletion", () => {
    const { rerender } = render(<AuditChange entry={{ before: null, after: { storeOpen: true } }} />);
    expect(screen.getByRole("definition").textContent).toBe("After:Yes");
    rerender(<AuditChange entry={{ before: { title: "SEO" }, after: null }} />);
    expect(screen.getByRole("definition").textContent).toBe("Before:SEO");
  });

  it("says so when an entry has no values", () => {
    render(<AuditChange entry={{ before: null, after: null }} />);
    expect(screen.getByText("—")).toBeTruthy();
  });
});
