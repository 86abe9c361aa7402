import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DatePicker } from "./date-picker";

describe("the date picker", () => {
  it("jumps by year: the calendar has month and year lists", async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        value="2026-11-26"
        onChange={onChange}
        placeholder="dd/MM/yyyy"
        clearLabel="Clear date"
        aria-label="From date"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "From date: 26/11/2026" }));
    const year = (await screen.findByRole("combobox", { name: /year/i })) as HTMLSelectElement;
    expect(year.value).toBe("2026");
    fireEvent.change(year, { target: { value: "2021" } });
    fireEvent.click(screen.getByRole("button", { name: /November 3rd, 2021/ }));
    expect(onChange).toHaveBeenCalledWith("2021-11-03");
  });
});
