import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageBody } from "./message-thread";

describe("a long ticket message", () => {
  it("is folded after a few lines with Show more, and opens in full", () => {
    const long = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long message`).join("\n");
    render(<MessageBody name="You" createdAt="2026-11-26T10:00:00.000Z" text={long} />);
    const more = screen.getByRole("button", { name: "Show more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const text = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(text?.className).toContain("line-clamp-6");
    fireEvent.click(more);
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(text?.className).not.toContain("line-clamp-6");
  });

  it("leaves a short message as it is", () => {
    render(<MessageBody name="You" createdAt="2026-11-26T10:00:00.000Z" text="Thanks!" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Thanks!")).toBeTruthy();
  });
});
