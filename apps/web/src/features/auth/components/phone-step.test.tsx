import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, renderWithApp } from "@/test/render";
import { PhoneStep } from "./phone-step";

afterEach(() => vi.unstubAllGlobals());

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));

describe("the sign-in phone step", () => {
  it("asks for a phone number before asking the server, and forgets the message on the next edit", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<PhoneStep onCodeSent={() => undefined} />);
    send();
    expect((await screen.findByRole("alert")).textContent).toBe("Phone number is required");
    expect(screen.getByLabelText("Phone number").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "2" } });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is disabled while checking, and says when the phone is not known", async () => {
    const answer = deferred<Response>();
    const fetch = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetch);
    const onCodeSent = vi.fn();
    renderWithApp(<PhoneStep initial={{ country: "IL", national: "0501234567" }} onCodeSent={onCodeSent} />);
    send();
    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer.resolve(new Response(JSON.stringify({ exists: false }), { status: 200 }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Phone number not found in system. Please contact admin for registration.",
    );
    expect(onCodeSent).not.toHaveBeenCalled();
  });

  it("takes a pasted +972 number with Israel selected, without the country code twice", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ exists: false }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<PhoneStep initial={{ country: "IL", national: "" }} onCodeSent={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "+972 50-123-4567" } });
    send();
    await screen.findByRole("alert");
    expect(screen.getByRole("alert").textContent).not.toBe("Invalid Israeli phone number");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ phone: "+972501234567" });
  });

  it("sends the number the field shows when it never reached the form's state (typed while the app took the page over)", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ exists: false }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<PhoneStep onCodeSent={() => undefined} />);
    const field = screen.getByLabelText("Phone number") as HTMLInputElement;
    // As the browser holds it when React heard no change: in the field, not in the state.
    field.value = "5555853544";
    send();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Phone number not found in system. Please contact admin for registration.",
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ phone: "+15555853544" });
    expect(field.value).toBe("5555853544");
  });
});
