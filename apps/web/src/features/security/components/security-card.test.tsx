import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi, recordRequests } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { SecurityCard } from "./security-card";

const uri = "otpauth://totp/Client%20Portal:daniel%40brooksbakery.com?secret=GEZDGNBVGY3TQOJQ&issuer=Client%20Portal";
const codes = ["aaaaa-11111", "bbbbb-22222"];

describe("the settings' sign-in security card", () => {
  it("sets up an authenticator app: QR code and key, a code to confirm, then the recovery codes once", async () => {
    let enabled = false;
    const seen = recordRequests();
    mockApi.use(
      http.get("/api/session", () => HttpResponse.json({ profile: { ...daniel, twoFactorEnabled: enabled } })),
      http.post("*/api/auth/two-factor/enable", () => HttpResponse.json({ method: "totp", totpURI: uri, backupCodes: codes })),
      http.post("*/api/auth/two-factor/verify-totp", async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== "123456") return HttpResponse.json({ code: "INVALID_CODE", message: "Invalid code" }, { status: 401 });
        enabled = true;
        return HttpResponse.json({ token: "t", user: {} });
      }),
    );
    await renderScreen(<SecurityCard />);
    await screen.findByText("Sign-in security");
    const card = document.body;
    expect(await within(card).findByText("Off")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Set up an authenticator app" }));
    expect(await within(card).findByRole("img", { name: "QR code to add this portal to your authenticator app" })).toBeTruthy();
    expect(within(card).getByText("GEZDGNBVGY3TQOJQ")).toBeTruthy();

    const code = within(card).getByLabelText("Code from the app");
    fireEvent.change(code, { target: { value: "000000" } });
    fireEvent.click(within(card).getByRole("button", { name: "Confirm" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("That code is not right. Check the app and try again.");
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(within(card).getByRole("button", { name: "Confirm" }));

    const list = await within(card).findByRole("region", { name: "Your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(codes);
    await waitFor(() => expect(within(card).getByText("On")).toBeTruthy());
    fireEvent.click(within(card).getByRole("button", { name: "I saved my codes" }));
    expect(within(card).queryByText(codes[0])).toBeNull();
    expect(seen.some((r) => r.url.endsWith("/two-factor/enable"))).toBe(true);
  });

  it("asks a person with a password for it before setting up", async () => {
    mockApi.use(
      signedInAs(daniel),
      http.post("*/api/auth/two-factor/enable", () =>
        HttpResponse.json({ code: "INVALID_PASSWORD", message: "Invalid password" }, { status: 400 }),
      ),
    );
    await renderScreen(<SecurityCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    expect(await screen.findByLabelText("Your password (to confirm the change)")).toBeTruthy();
  });

  it("tells staff the agency requires it, in Hebrew right to left", async () => {
    mockApi.use(signedInAs({ ...daniel, role: "admin", secondFactorMissing: true }));
    await renderScreen(<SecurityCard />, { language: "he" });
    expect(await screen.findByText("הסוכנות שלכם דורשת שלב כניסה שני. הגדירו קודם אפליקציית אימות בהגדרות שלכם.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "הגדרת אפליקציית אימות" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
