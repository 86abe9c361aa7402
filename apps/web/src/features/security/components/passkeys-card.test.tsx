import type { PasskeySummary } from "@portal/shared/passkey-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { PasskeysCard } from "./passkeys-card";

const addPasskey = vi.hoisted(() => vi.fn());
const updatePasskey = vi.hoisted(() => vi.fn());
const deletePasskey = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({ authClient: { passkey: { addPasskey, updatePasskey, deletePasskey } } }));

const laptop: PasskeySummary = {
  id: "0b1e6f5a-8d1c-4c7e-9a55-6c3f1d2e4a10",
  name: "Work laptop",
  createdAt: "2026-11-02T10:00:00.000Z",
};
const unnamed: PasskeySummary = { id: "7c2d9e4b-1a3f-4b6d-8e2c-5f7a9b1c3d20", name: null, createdAt: "2026-11-20T10:00:00.000Z" };

/** The list as the server keeps it, changed by the mocked plugin calls. */
function serve(initial: PasskeySummary[]) {
  let passkeys = initial;
  mockApi.use(http.get("/api/me/passkeys", () => HttpResponse.json({ passkeys })));
  return (next: PasskeySummary[]) => {
    passkeys = next;
  };
}

beforeEach(() => {
  for (const fn of [addPasskey, updatePasskey, deletePasskey]) fn.mockReset();
});

describe("the settings' passkeys card", () => {
  it("adds a passkey and lists each with its name and the date it was added", async () => {
    mockApi.use(signedInAs(daniel));
    const setList = serve([]);
    addPasskey.mockImplementation(async () => {
      setList([unnamed]);
      return { data: { id: unnamed.id }, error: null };
    });
    await renderScreen(<PasskeysCard />);
    expect(await screen.findByText("You have no passkeys yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("Passkey")).toBeTruthy();
    expect(screen.getByText("Added November 20, 2026")).toBeTruthy();
    expect(addPasskey).toHaveBeenCalledTimes(1);
  });

  it("shows why a passkey was not added", async () => {
    mockApi.use(signedInAs(daniel));
    serve([]);
    addPasskey.mockResolvedValue({ data: null, error: { code: "passkey_user_not_verified", status: 400 } });
    await renderScreen(<PasskeysCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your device did not confirm it is you (fingerprint, face or PIN). Please try again.",
    );
    addPasskey.mockResolvedValue({ data: null, error: { code: "ERROR_CEREMONY_ABORTED", status: 400 } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The passkey was not added. Please try again."));
  });

  it("renames and removes a passkey", async () => {
    mockApi.use(signedInAs(daniel));
    const setList = serve([laptop, unnamed]);
    updatePasskey.mockImplementation(async ({ name }: { name: string }) => {
      setList([{ ...laptop, name }, unnamed]);
      return { data: {}, error: null };
    });
    deletePasskey.mockImplementation(async () => {
      setList([unnamed]);
      return { data: { status: true }, error: null };
    });
    await renderScreen(<PasskeysCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Rename Work laptop" }));
    const name = screen.getByLabelText("Name of the passkey");
    fireEvent.change(name, { target: { value: "  Home desktop " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Home desktop")).toBeTruthy();
    expect(updatePasskey).toHaveBeenCalledWith({ id: laptop.id, name: "Home desktop" });

    fireEvent.click(screen.getByRole("button", { name: "Remove Home desktop" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    expect(within(dialog).getByText(/You will no longer sign in with “Home desktop”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("Home desktop")).toBeNull());
    expect(deletePasskey).toHaveBeenCalledWith({ id: laptop.id });
  });

  it("speaks Hebrew right to left, and tells staff a passkey sign-in counts", async () => {
    mockApi.use(signedInAs({ ...daniel, role: "admin", secondFactorMissing: true }));
    serve([laptop]);
    await renderScreen(<PasskeysCard />, { language: "he" });
    expect(await screen.findByText("Work laptop")).toBeTruthy();
    expect(screen.getByRole("button", { name: "הוספת מפתח גישה" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "שינוי שם Work laptop" })).toBeTruthy();
    expect(await screen.findByText("כניסה עם מפתח גישה נחשבת גם לשלב השני שהסוכנות שלכם דורשת.")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
