import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, renderWithApp } from "@/test/render";
import { CodeStep } from "./code-step";

const verify = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { phoneNumber: { verify } } }));

describe("the sign-in code step", () => {
  it("keeps only digits and enables Verify at six of them", () => {
    renderWithApp(<CodeStep phone="+15551234567" onBack={() => undefined} onSecondFactor={() => undefined} />);
    const input = screen.getByLabelText("Verification code") as HTMLInputElement;
    const submit = screen.getByRole("button", { name: "Verify Code" });
    fireEvent.change(input, { target: { value: "12a3" } });
    expect(input.value).toBe("123");
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(input, { target: { value: "123 4567" } });
    expect(input.value).toBe("123456");
    expect(submit).toHaveProperty("disabled", false);
  });

  it("is disabled while verifying, and shows a refused code in the form", async () => {
    const answer = deferred<{ error: { status: number } }>();
    verify.mockReturnValue(answer.promise);
    renderWithApp(<CodeStep phone="+15551234567" onBack={() => undefined} onSecondFactor={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    expect(await screen.findByRole("button", { name: "Verifying..." })).toHaveProperty("disabled", true);
    expect(verify).toHaveBeenCalledWith({ phoneNumber: "+15551234567", code: "123456" });
    answer.resolve({ error: { status: 400 } });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByLabelText("Verification code").getAttribute("aria-invalid")).toBe("true");
  });

  it("hands over to the authenticator app's step when the person has one", async () => {
    verify.mockResolvedValue({ data: { twoFactorRedirect: true, twoFactorMethods: ["totp"] }, error: null });
    const onSecondFactor = vi.fn();
    renderWithApp(<CodeStep phone="+15551234567" onBack={() => undefined} onSecondFactor={onSecondFactor} />);
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    await waitFor(() => expect(onSecondFactor).toHaveBeenCalled());
  });
});
