import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dana, daniel, signedInAs } from "@/test/api/session";
import { mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { PasskeySignIn } from "./passkey-sign-in";

const passkey = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn: { passkey } } }));

beforeEach(() => passkey.mockReset());

describe("signing in with a passkey", () => {
  it("signs a client in without a phone or code and takes them home", async () => {
    mockApi.use(signedInAs(daniel));
    passkey.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    const { location } = await renderScreen(<PasskeySignIn />, { url: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(location().pathname).toBe("/dashboard"));
    expect(passkey).toHaveBeenCalledWith();
  });

  it("takes staff to the page they asked for", async () => {
    mockApi.use(signedInAs(dana));
    passkey.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    const { location } = await renderScreen(<PasskeySignIn />, { url: "/login?next=%2Fadmin%2Fusers" });
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(location().pathname).toBe("/admin/users"));
  });

  it("says so when the browser's prompt was closed or no passkey matched, in Hebrew too", async () => {
    passkey.mockResolvedValue({ data: null, error: { code: "AUTH_CANCELLED", status: 400 } });
    await renderScreen(<PasskeySignIn />, { url: "/login", language: "he" });
    fireEvent.click(screen.getByRole("button", { name: "כניסה עם מפתח גישה" }));
    expect((await screen.findByRole("alert")).textContent).toBe("לא נכנסתם עם מפתח גישה. נסו שוב, או היכנסו עם קוד.");
    expect(document.documentElement.dir).toBe("rtl");
  });
});
