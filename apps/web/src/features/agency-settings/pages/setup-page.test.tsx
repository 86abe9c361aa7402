import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { SetupPage } from "./setup-page";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the first-run set-up page", () => {
  it("checks every field with the shared schema before asking the server", async () => {
    const fetch = vi.fn(async () => json({ required: true }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<SetupPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Set up the portal" }));
    expect(await screen.findByText("Enter the code as XXXX-XXXX.")).toBeTruthy();
    expect(screen.getByText("Enter the agency name.")).toBeTruthy();
    expect(screen.getByText("Enter the full name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByLabelText(/Agency name/).getAttribute("aria-invalid")).toBe("true");
    // Only the status was asked for.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the agency and the admin, then says how to sign in", async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === "/api/setup" && _init?.method === "POST" ? json({ email: "ada@acme.test" }, 201) : json({ required: true }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<SetupPage />);
    fireEvent.change(await screen.findByLabelText(/Set-up code/), { target: { value: "abcd-efgh" } });
    fireEvent.change(screen.getByLabelText(/Agency name/), { target: { value: "Acme Web" } });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Ada Admin" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "ada@acme.test" } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "5550001111" } });
    fireEvent.click(screen.getByRole("button", { name: "Set up the portal" }));
    expect(await screen.findByRole("heading", { name: "Your portal is ready" })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      code: "ABCD-EFGH",
      agency: { name: "Acme Web", defaultLanguage: "en" },
      admin: { fullName: "Ada Admin", email: "ada@acme.test", phone: "+15550001111" },
    });
    await waitFor(() => expect(screen.getByRole("link", { name: "Go to sign in" })).toBeTruthy());
  });
});
