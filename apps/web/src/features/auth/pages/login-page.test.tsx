import type { Profile } from "@portal/shared/profile";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, daniel } from "@/test/api/session";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { LoginPage } from "./login-page";

/**
 * The sign-in API: `/api/session` answers nobody until a code is verified, then `who`;
 * `known` are the phones on record; `code` is the one sent.
 */
function serve({ who = daniel as Profile, known = ["+972501234567"], code = "123456", sendFails = false } = {}) {
  let signedIn = false;
  mockApi.use(
    http.get("/api/session", () => HttpResponse.json({ profile: signedIn ? who : null })),
    http.post("/api/check-phone-exists", async ({ request }) => {
      const { phone } = (await request.json()) as { phone: string };
      return HttpResponse.json({ exists: known.includes(phone) });
    }),
    http.post("*/api/auth/phone-number/send-otp", () =>
      sendFails
        ? HttpResponse.json({ code: "TOO_MANY_REQUESTS", message: "Too many" }, { status: 429 })
        : HttpResponse.json({ message: "sent" }),
    ),
    http.post("*/api/auth/phone-number/verify", async ({ request }) => {
      const body = (await request.json()) as { code: string };
      if (body.code !== code) return HttpResponse.json({ code: "INVALID_OTP", message: "Invalid OTP" }, { status: 400 });
      signedIn = true;
      return HttpResponse.json({ status: true, token: "t", user: { id: who.id } });
    }),
  );
}

const phoneField = () => screen.getByLabelText("Phone number") as HTMLInputElement;
const country = () => screen.getByRole("combobox") as HTMLSelectElement;

/** Step 1 with Israel chosen and `national` typed, then Send Verification Code. */
async function sendCodeTo(national: string) {
  fireEvent.change(country(), { target: { value: "IL" } });
  fireEvent.change(phoneField(), { target: { value: national } });
  fireEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
}

describe("the Login screen", () => {
  it("starts on step 1: the US by default, its example and hint, and the SMS consent", async () => {
    serve();
    await renderScreen(<LoginPage />, { url: "/login" });
    expect(screen.getByText("Login")).toBeTruthy();
    expect(country().value).toBe("US");
    expect(
      within(country())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Israel (+972)", "United States (+1)"]);
    expect(phoneField().placeholder).toBe("5551234567");
    expect(screen.getByText("US phone number: 10 digits, without the country code")).toBeTruthy();
    expect(screen.getByText(/you agree to receive a one-time verification code by SMS/)).toBeTruthy();
    fireEvent.change(country(), { target: { value: "IL" } });
    expect(phoneField().placeholder).toBe("0501234567");
    expect(screen.getByText("Israeli mobile number: 10 digits starting with 05")).toBeTruthy();
  });

  it.each([
    ["IL", "0401234567", "Israeli phone number must start with 05 and be 10 digits long"],
    ["US", "555123", "US phone number must be 10 digits long"],
    ["US", "", "Phone number is required"],
  ])("says what is wrong with a %s number %j in the red box, asking nothing of the server", async (code, national, message) => {
    serve();
    const seen = recordRequests();
    await renderScreen(<LoginPage />, { url: "/login" });
    fireEvent.change(country(), { target: { value: code } });
    fireEvent.change(phoneField(), { target: { value: national } });
    fireEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(phoneField().getAttribute("aria-invalid")).toBe("true");
    expect(requestsTo(seen, "POST", "/api/check-phone-exists")).toHaveLength(0);
  });

  it("says a number not on record is unknown, without sending a code", async () => {
    serve({ known: [] });
    const seen = recordRequests();
    await renderScreen(<LoginPage />, { url: "/login" });
    await sendCodeTo("0501234567");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Phone number not found in system. Please contact admin for registration.",
    );
    expect(requestsTo(seen, "POST", "/api/auth/phone-number/send-otp")).toHaveLength(0);
  });

  it("says when the code could not be sent", async () => {
    serve({ sendFails: true });
    await renderScreen(<LoginPage />, { url: "/login" });
    await sendCodeTo("0501234567");
    expect(await screen.findByText("OTP Error")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByText("Verify Code")).toBeNull();
  });

  it("signs a client in: number checked, code sent, six digits verified, then the dashboard", async () => {
    serve();
    const seen = recordRequests();
    const { location } = await renderScreen(<LoginPage />, { url: "/login", path: "/login" });
    await sendCodeTo("050-123-4567");
    expect(await screen.findByText("Code Sent")).toBeTruthy();
    expect(await requestsTo(seen, "POST", "/api/check-phone-exists")[0]?.json()).toEqual({ phone: "+972501234567" });
    expect(await requestsTo(seen, "POST", "/api/auth/phone-number/send-otp")[0]?.json()).toEqual({
      phoneNumber: "+972501234567",
    });

    expect(screen.getAllByText("Verify Code").length).toBeGreaterThan(0);
    expect(screen.getByText("Enter the 6-digit code sent to").textContent).toBe(
      "Enter the 6-digit code sent to +972 50 123 4567",
    );
    const code = screen.getByLabelText("Verification code");
    const verify = screen.getByRole("button", { name: "Verify Code" });
    fireEvent.change(code, { target: { value: "12345" } });
    expect(verify).toHaveProperty("disabled", true);
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.submit(verify.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Phone number verified successfully")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/dashboard"));
    expect(await requestsTo(seen, "POST", "/api/auth/phone-number/verify")[0]?.json()).toMatchObject({
      phoneNumber: "+972501234567",
      code: "123456",
    });
  });

  it("sends an admin to the admin dashboard", async () => {
    serve({ who: dana });
    const { location } = await renderScreen(<LoginPage />, { url: "/login" });
    await sendCodeTo("0501234567");
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    await waitFor(() => expect(location().pathname).toBe("/admin/dashboard"));
  });

  it("goes on to the page asked for before signing in (?next=)", async () => {
    serve();
    const { location } = await renderScreen(<LoginPage />, { url: "/login?next=%2Fdashboard%2Finvoices", path: "/login" });
    await sendCodeTo("0501234567");
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    await waitFor(() => expect(location().pathname).toBe("/dashboard/invoices"));
  });

  it("shows a wrong code in the red box and a toast, and stays on step 2", async () => {
    serve();
    const { location } = await renderScreen(<LoginPage />, { url: "/login" });
    await sendCodeTo("0501234567");
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "999999" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    expect(await screen.findByText("Verification Error")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByLabelText("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(location().pathname).toBe("/login");
  });

  it("goes back to the phone number keeping it, and a new visit to step 2 starts with no code or error", async () => {
    serve();
    await renderScreen(<LoginPage />, { url: "/login" });
    await sendCodeTo("0501234567");
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "999999" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Back to Phone Number" }));
    expect(phoneField().value).toBe("0501234567");
    expect(country().value).toBe("IL");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    const code = (await screen.findByLabelText("Verification code")) as HTMLInputElement;
    expect(code.value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("e-mails a sign-in link instead, after checking the address, and can go back to SMS", async () => {
    serve();
    mockApi.use(http.post("*/api/auth/sign-in/magic-link", () => HttpResponse.json({ status: true })));
    const seen = recordRequests();
    await renderScreen(<LoginPage />, { url: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    expect(screen.getByText("No signal or abroad? We will e-mail you a link that signs you in once.")).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    fireEvent.change(email, { target: { value: "daniel@" } });
    fireEvent.click(screen.getByRole("button", { name: "E-mail me a link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid e-mail address");
    fireEvent.change(email, { target: { value: " daniel@brooksbakery.com " } });
    fireEvent.click(screen.getByRole("button", { name: "E-mail me a link" }));
    const sent = await screen.findByRole("status");
    expect(sent.textContent).toBe(
      "If this address belongs to an account, a sign-in link is on its way to daniel@brooksbakery.com",
    );
    expect(await requestsTo(seen, "POST", "/api/auth/sign-in/magic-link")[0]?.json()).toMatchObject({
      email: "daniel@brooksbakery.com",
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign in with an SMS code instead" }));
    expect(screen.getByRole("button", { name: "Send Verification Code" })).toBeTruthy();
  });

  it("reads in Hebrew, right to left", async () => {
    serve();
    const he = (await import("@/locales/he/auth.json")).default;
    await renderScreen(<LoginPage />, { url: "/login", language: "he" });
    expect(screen.getByText(he.loginTitle)).toBeTruthy();
    expect(screen.getByRole("button", { name: he.sendCode })).toBeTruthy();
    expect(screen.getByText(he.phoneHint.US)).toBeTruthy();
    fireEvent.change(country(), { target: { value: "IL" } });
    fireEvent.change(screen.getByLabelText(he.phoneNumber), { target: { value: "0401234567" } });
    fireEvent.click(screen.getByRole("button", { name: he.sendCode }));
    expect((await screen.findByRole("alert")).textContent).toBe(he.israeliPhoneInvalid);
    expect(document.documentElement.dir).toBe("rtl");
  });
});
