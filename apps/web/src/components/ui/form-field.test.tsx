import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("ties the label to the control and says nothing while the value is fine", () => {
    render(
      <FormField id="email" label="E-mail">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("E-mail");
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-required")).toBe(false);
  });

  it("marks the control invalid and names the hint and the message", () => {
    render(
      <FormField id="name" label="Full name" hint="As on your ID" error="Full name is required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("Full name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("name-hint name-error");
    expect(document.getElementById("name-error")?.textContent).toBe("Full name is required");
    expect(document.getElementById("name-hint")?.textContent).toBe("As on your ID");
  });

  it("shows a required marker hidden from screen readers, and aria-required on the control", () => {
    render(
      <FormField id="subject" label="Subject" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Subject" });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });
});
