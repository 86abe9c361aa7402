import { fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import heCommon from "@/locales/he/common.json";
import { EditConflictNotice } from "./edit-conflict-notice";

afterEach(() => i18n.changeLanguage("en"));

const conflict = (changedBy: string | null, changes: { field: string; value: unknown }[]) => ({
  etag: '"2"',
  changedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  changedBy,
  changes,
});
const describeChange = (field: string, value: unknown) =>
  field === "hidden" ? null : { label: field === "status" ? "Status" : "Amount", value: String(value) };

describe("the edit conflict notice", () => {
  it("names who set which fields and when, in the form's order, and offers Reload and Re-apply", () => {
    const onReload = vi.fn();
    const onReapply = vi.fn();
    render(
      <EditConflictNotice
        conflict={conflict("Maya", [
          { field: "status", value: "Paid" },
          { field: "hidden", value: "x" },
          { field: "amount", value: "$1,400.00" },
        ])}
        describe={describeChange}
        order={["amount", "status"]}
        onReload={onReload}
        onReapply={onReapply}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Maya set Amount to $1,400.00 and Status to Paid 5 min. ago.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onReapply).toHaveBeenCalledTimes(1);
  });

  it("says someone changed it when the trail names nobody and no field, in Hebrew too", async () => {
    i18n.addResourceBundle("he", "common", heCommon);
    await i18n.changeLanguage("he");
    render(<EditConflictNotice conflict={conflict(null, [])} describe={describeChange} onReload={vi.fn()} onReapply={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toContain("מישהו שינה/תה את זה");
    expect(screen.getByRole("button", { name: "טעינה מחדש" })).toBeTruthy();
  });
});
