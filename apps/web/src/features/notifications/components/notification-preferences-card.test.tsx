import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { NotificationPreferencesCard } from "./notification-preferences-card";

afterEach(() => vi.unstubAllGlobals());

const reply = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));

/** The API as the card sees it: the signed-in person and their choices; PUTs are recorded. */
function serve(role: "client" | "admin", hasPhone: boolean) {
  const choices = { preferences: [{ category: "projects", mode: "instant" }], smsUrgent: false, hasPhone };
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith("/session")) return reply({ profile: { id: "u1", role, email: "a@example.com" } });
    if (init?.method === "PUT") return reply({ ...choices, ...JSON.parse(String(init.body)) });
    return reply(choices);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the notification settings' text messages", () => {
  it("offers a client texts for a ready project and a failed renewal, and saves the choice", async () => {
    const fetch = serve("client", true);
    renderWithApp(<NotificationPreferencesCard />);
    const toggle = await screen.findByRole("switch", {
      name: "Also send me a text message for urgent news (project ready, failed subscription renewal)",
    });
    expect(screen.queryByText(/there is none yet/)).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const [, put] = fetch.mock.calls.find(([, init]) => init?.method === "PUT") ?? [];
    expect(JSON.parse(String(put?.body))).toEqual({ preferences: [], smsUrgent: true });
  });

  it("offers an admin texts for failed payments, and says when the account has no phone number", async () => {
    serve("admin", false);
    renderWithApp(<NotificationPreferencesCard />);
    const toggle = await screen.findByRole("switch", { name: "Also send me a text message for urgent news (failed payments)" });
    const hint = screen.getByText(/there is none yet/);
    expect(toggle.getAttribute("aria-describedby")).toBe(hint.id);
  });
});
