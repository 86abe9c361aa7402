import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";

const info = (page: number, total: number, overall = total) => ({ page, pageSize: 25, total, overall });

describe("Pager", () => {
  it("says which rows show, and has no buttons for a single page", () => {
    render(<Pager info={info(1, 3)} shown={3} onPage={() => undefined} listName="Invoices" />);
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–3 of 3");
    expect(screen.getByRole("navigation", { name: "Invoices: pages" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("names the unfiltered number when filters narrow the list, and 0 of n when nothing matches", () => {
    const { rerender } = render(<Pager info={info(2, 60, 80)} shown={25} onPage={() => undefined} listName="Invoices" />);
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 26–50 of 60 (of 80 in all)");
    rerender(<Pager info={info(1, 0, 80)} shown={0} onPage={() => undefined} listName="Invoices" />);
    expect(screen.getByTestId("pager-summary").textContent).toBe("0 of 80");
  });

  it("moves a page back and forth, and disables what leads nowhere", () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager info={info(1, 60)} shown={25} onPage={onPage} listName="Invoices" />);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager info={info(3, 60)} shown={10} onPage={onPage} listName="Invoices" />);
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
