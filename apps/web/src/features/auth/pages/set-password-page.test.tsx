import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, daniel } from "@/test/api/session";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { deferred, renderScreen } from "@/test/render";
import { SetPasswordPage } from "./set-password-page";
import { SignInLinkPage } from "./sign-in-link-page";

const invitation = "/set-password?email=daniel%40brooksbakery.com&token=tok-123";

const typePasswords = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirm } });
};

describe("the Set Password screen", () => {
  it("says whom the password is for, and needs both fields before Set Password", async () => {
    await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password" });
    expect(screen.getByText("Create a secure password for").textContent).toBe(
      "Create a secure password for daniel@brooksbakery.com",
    );
    const submit = screen.getByRole("button", { name: "Set Password" });
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "sourdough-2026" } });
    expect(submit).toHaveProperty("disabled", true);
  });

  it("says the passwords do not match, next to the confirmation, until they do", async () => {
    await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password" });
    typePasswords("sourdough-2026", "sourdough-2025");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByLabelText("Confirm Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Set Password" })).toHaveProperty("disabled", true);
    typePasswords("sourdough-2026", "sourdough-2026");
    await waitFor(() => expect(screen.queryByText("Passwords do not match")).toBeNull());
    expect(screen.getByRole("button", { name: "Set Password" })).toHaveProperty("disabled", false);
  });

  it("sets the password with the link's token and goes to the login", async () => {
    mockApi.use(http.post("*/api/auth/reset-password", () => HttpResponse.json({ status: true })));
    const seen = recordRequests();
    const { location } = await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password" });
    typePasswords("sourdough-2026", "sourdough-2026");
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText("Password updated successfully")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/login"));
    expect(await requestsTo(seen, "POST", "/api/auth/reset-password")[0]?.json()).toEqual({
      newPassword: "sourdough-2026",
      token: "tok-123",
    });
  });

  it("shows Setting password... while it is sent", async () => {
    // Held open while the test looks, then answered (an answer left open would be aborted after the test).
    const answer = deferred<Response>();
    mockApi.use(http.post("*/api/auth/reset-password", () => answer.promise));
    const { location } = await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password" });
    typePasswords("sourdough-2026", "sourdough-2026");
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByRole("button", { name: "Setting password..." })).toHaveProperty("disabled", true);
    answer.resolve(HttpResponse.json({ status: true }));
    await waitFor(() => expect(location().pathname).toBe("/login"));
  });

  it("keeps the person on the screen with the reason when the link was refused", async () => {
    mockApi.use(
      http.post("*/api/auth/reset-password", () =>
        HttpResponse.json({ code: "INVALID_TOKEN", message: "invalid token" }, { status: 400 }),
      ),
    );
    const { location } = await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password" });
    typePasswords("sourdough-2026", "sourdough-2026");
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText("Password Update Error")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(location().pathname).toBe("/set-password");
  });

  it("explains a link without its token, with the way to the login", async () => {
    await renderScreen(<SetPasswordPage />, { url: "/set-password?email=daniel%40brooksbakery.com", path: "/set-password" });
    expect(screen.getByRole("alert").textContent).toContain("This page needs the link from your invitation e-mail.");
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("reads in Hebrew, right to left", async () => {
    const he = (await import("@/locales/he/auth.json")).default;
    await renderScreen(<SetPasswordPage />, { url: invitation, path: "/set-password", language: "he" });
    expect(screen.getByRole("button", { name: he.setPassword })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(he.newPassword), { target: { value: "a" } });
    fireEvent.change(screen.getByLabelText(he.confirmPassword), { target: { value: "b" } });
    expect(screen.getByText(he.passwordsDoNotMatch)).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});

describe("the e-mailed sign-in link", () => {
  function serve(
    who = daniel,
    verify: Parameters<typeof http.get>[1] = () => HttpResponse.json({ token: "t", user: { id: who.id } }),
  ) {
    let checked = false;
    mockApi.use(
      http.get("/api/session", () => HttpResponse.json({ profile: checked ? who : null })),
      http.get("*/api/auth/magic-link/verify", (info) => {
        checked = true;
        return verify(info);
      }),
    );
  }

  it("checks the link once and takes a client to the dashboard", async () => {
    serve();
    const seen = recordRequests();
    const { location } = await renderScreen(<SignInLinkPage />, { url: "/sign-in-link?token=abc", path: "/sign-in-link" });
    expect(screen.getByRole("status").textContent).toBe("Checking your sign-in link…");
    await waitFor(() => expect(location().pathname).toBe("/dashboard"));
    const checks = requestsTo(seen, "GET", "/api/auth/magic-link/verify");
    expect(checks).toHaveLength(1);
    expect(new URL(checks[0]?.url ?? "").searchParams.get("token")).toBe("abc");
  });

  it("takes an admin to the admin dashboard", async () => {
    serve(dana);
    const { location } = await renderScreen(<SignInLinkPage />, { url: "/sign-in-link?token=abc", path: "/sign-in-link" });
    await waitFor(() => expect(location().pathname).toBe("/admin/dashboard"));
  });

  it("asks for the authenticator app's code when the person has one", async () => {
    serve(daniel, () => HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] }));
    await renderScreen(<SignInLinkPage />, { url: "/sign-in-link?token=abc", path: "/sign-in-link" });
    expect(await screen.findByText("One more step")).toBeTruthy();
    expect(screen.getByText("Enter the code from your authenticator app to finish signing in.")).toBeTruthy();
  });

  it("says a used or expired link failed, with the way back to the login", async () => {
    serve(daniel, () => HttpResponse.json({ code: "INVALID_TOKEN", message: "expired" }, { status: 400 }));
    await renderScreen(<SignInLinkPage />, { url: "/sign-in-link?token=old", path: "/sign-in-link" });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to login" })).toBeTruthy();
  });

  it("says a link without its token is incomplete, asking nothing of the server", async () => {
    const seen = recordRequests();
    await renderScreen(<SignInLinkPage />, { url: "/sign-in-link", path: "/sign-in-link" });
    expect(screen.getByRole("alert").textContent).toBe("This sign-in link is incomplete. Ask for a new one on the login page.");
    expect(seen).toHaveLength(0);
  });
});
