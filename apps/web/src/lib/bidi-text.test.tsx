import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bidiText } from "./bidi-text";

describe("a sentence with someone's own words in it", () => {
  it("keeps the sentence and isolates each value in a <bdi>", () => {
    const { container } = render(
      <p>{bidiText((v) => `פנייה מס' 0007: ${v.subject} (${v.email})`, { subject: "Live test ticket", email: "a@b.co" })}</p>,
    );
    expect(container.textContent).toBe("פנייה מס' 0007: Live test ticket (a@b.co)");
    const isolated = Array.from(container.querySelectorAll("bdi")).map((b) => b.textContent);
    expect(isolated).toEqual(["Live test ticket", "a@b.co"]);
  });

  it("leaves a sentence without the value as it is", () => {
    const { container } = render(<p>{bidiText(() => "No subject", { subject: "x" })}</p>);
    expect(container.textContent).toBe("No subject");
    expect(container.querySelector("bdi")).toBeNull();
  });
});
