import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, renderWithApp } from "@/test/render";
import { AddClientDialog } from "./add-client-dialog";

afterEach(() => vi.unstubAllGlobals());

function openDialog() {
  renderWithApp(<AddClientDialog />);
  fireEvent.click(screen.getByRole("button", { name: "Add client" }));
  return screen.getByRole("dialog");
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Add client" }));

describe("the Add client form", () => {
  it("shows each field's message next to it, tied to the field, before anything is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const dialog = openDialog();
    type(dialog, "Email", "nope");
    submit(dialog);
    expect((await within(dialog).findByText("Full name is required")).id).toBe("add-client-fullName-error");
    const name = within(dialog).getByLabelText("Full name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("add-client-fullName-error");
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-describedby")).toBe("add-client-email-error");
    expect(within(dialog).getByText("Please enter a valid e-mail address")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("cannot be sent twice while adding, and shows the server's refusal in the dialog", async () => {
    const answer = deferred<Response>();
    const fetch = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetch);
    const dialog = openDialog();
    type(dialog, "Email", "ann@example.com");
    type(dialog, "Phone", "0501234567");
    type(dialog, "Full name", "Ann Cohen");
    submit(dialog);
    const adding = await within(dialog).findByRole("button", { name: "Adding..." });
    expect(adding).toHaveProperty("disabled", true);
    fireEvent.click(adding);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer.resolve(new Response(JSON.stringify({ error: { code: "internal", message: "boom" } }), { status: 500 }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to add the client. Please try again.");
    expect(within(dialog).getByRole("button", { name: "Add client" })).toHaveProperty("disabled", false);
  });
});
