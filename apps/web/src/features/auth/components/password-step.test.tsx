import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderWithApp } from "@/test/render";
import { PasswordStep } from "./password-step";

const signIn = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn: { email: signIn } } }));

beforeEach(() => signIn.mockReset());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

describe("the password sign-in form", () => {
  it("says what is wrong with what was typed, without asking the server, and forgets it on the next edit", async () => {
    renderWithApp(<PasswordStep onUseCode={() => undefined} onSecondFactor={() => undefined} />);
    fill("not-an-email", "secret");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid e-mail address");
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    fill(" ann@example.com ", "");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your password");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("is disabled while signing in, and shows the server's refusal in the form", async () => {
    const answer = deferred<{ error: { status: number } }>();
    signIn.mockReturnValue(answer.promise);
    renderWithApp(<PasswordStep onUseCode={() => undefined} onSecondFactor={() => undefined} />);
    fill(" ann@example.com ", "secret");
    submit();
    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(signIn).toHaveBeenCalledWith({ email: "ann@example.com", password: "secret" });
    answer.resolve({ error: { status: 500 } });
    expect((await screen.findByRole("alert")).textContent).toBe("Sign-in failed. Please try again.");
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveProperty("disabled", false);
  });
});
