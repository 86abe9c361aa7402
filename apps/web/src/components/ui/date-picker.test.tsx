import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DatePicker } from "./date-picker";

function Field({ initial = "", onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="from">From date</label>
      <DatePicker
        id="from"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        placeholder="dd/MM/yyyy"
        clearLabel="Clear date"
        aria-label="From date"
      />
    </>
  );
}

describe("the date picker", () => {
  it("takes a date typed as dd/MM/yyyy as soon as it is complete", () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "From date" });
    expect(field.getAttribute("placeholder")).toBe("dd/MM/yyyy");
    fireEvent.change(field, { target: { value: "3/11/202" } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "3/11/2021" } });
    expect(onChange).toHaveBeenLastCalledWith("2021-11-03");
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe("03/11/2021");
  });

  it("explains a refused date on leaving the field, and keeps the earlier value", () => {
    const onChange = vi.fn();
    render(<Field initial="2026-11-26" onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "From date" });
    expect((field as HTMLInputElement).value).toBe("26/11/2026");
    fireEvent.change(field, { target: { value: "2026-11-30" } });
    fireEvent.blur(field);
    expect(screen.getByRole("alert").textContent).toBe("Type the date as dd/MM/yyyy, for example 26/11/2026");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")).toBe(screen.getByRole("alert"));
    fireEvent.change(field, { target: { value: "31/02/2026" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("31/02/2026 is not a date in the calendar");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("still offers the calendar, which jumps by year and fills the field", async () => {
    const onChange = vi.fn();
    render(<Field initial="2026-11-26" onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Calendar for From date" }));
    const year = (await screen.findByRole("combobox", { name: /year/i })) as HTMLSelectElement;
    expect(year.value).toBe("2026");
    fireEvent.change(year, { target: { value: "2021" } });
    fireEvent.click(screen.getByRole("button", { name: /November 3rd, 2021/ }));
    expect(onChange).toHaveBeenCalledWith("2021-11-03");
    expect((screen.getByRole("textbox", { name: "From date" }) as HTMLInputElement).value).toBe("03/11/2021");
    fireEvent.click(screen.getByRole("button", { name: "Clear date" }));
    expect((screen.getByRole("textbox", { name: "From date" }) as HTMLInputElement).value).toBe("");
  });
});
