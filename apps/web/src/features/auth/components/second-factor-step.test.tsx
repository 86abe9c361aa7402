import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { SecondFactorStep } from "./second-factor-step";

const verifyTotp = vi.hoisted(() => vi.fn());
const verifyBackupCode = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { twoFactor: { verifyTotp, verifyBackupCode } } }));

beforeEach(() => {
  verifyTotp.mockReset();
  verifyBackupCode.mockReset();
});

describe("the second step of a sign-in", () => {
  it("takes the app's six digits and shows a wrong code in the form", async () => {
    verifyTotp.mockResolvedValue({ data: null, error: { status: 401, code: "INVALID_CODE" } });
    renderWithApp(<SecondFactorStep onBack={() => undefined} />);
    const input = screen.getByLabelText("Code from your authenticator app") as HTMLInputElement;
    const submit = screen.getByRole("button", { name: "Continue" });
    fireEvent.change(input, { target: { value: "12a34" } });
    expect(input.value).toBe("1234");
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(input, { target: { value: "123456" } });
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("That code is not right. Check the app and try again.");
    expect(verifyTotp).toHaveBeenCalledWith({ code: "123456" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("takes a recovery code instead", async () => {
    verifyBackupCode.mockResolvedValue({ data: null, error: { status: 401, code: "INVALID_BACKUP_CODE" } });
    renderWithApp(<SecondFactorStep onBack={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: " abcde-12345 " } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(verifyBackupCode).toHaveBeenCalledWith({ code: "abcde-12345" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That recovery code is not right or was used already.");
    expect(verifyTotp).not.toHaveBeenCalled();
  });
});
