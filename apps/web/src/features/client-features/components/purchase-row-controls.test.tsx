import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { danielsStoreSetup } from "@/test/api/client-features";
import { renderWithApp } from "@/test/render";
import { ProgressInput } from "./purchase-row-controls";

afterEach(() => vi.unstubAllGlobals());

const purchase = danielsStoreSetup;

describe("a purchase's progress field", () => {
  it("says the range for 150 or -3, saves nothing and shows the saved value again", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<ProgressInput purchase={purchase} />);
    const field = screen.getByRole("spinbutton", { name: "Progress of Online Store Setup (%)" }) as HTMLInputElement;
    for (const typed of ["150", "-3"]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.keyDown(field, { key: "Enter" });
      expect(screen.getByRole("alert").textContent).toBe("Progress must be a whole number from 0 to 100. The saved 40% is kept.");
      expect(field.value).toBe("40");
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
