import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "./language-switcher";

describe("the language switcher", () => {
  it("is named with the word it shows (label in name), after what it does", () => {
    render(<LanguageSwitcher />);
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("עברית");
    expect(screen.getByRole("button", { name: "Switch language: עברית" })).toBe(button);
  });
});
