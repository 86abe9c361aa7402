import type { Role } from "@portal/shared/constants";
import { fireEvent, screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import heCommon from "@/locales/he/common.json";
import heUsers from "@/locales/he/users.json";
import { renderWithApp } from "@/test/render";
import { RoleSelect } from "./role-select";

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const conflict = () =>
  new Response(
    JSON.stringify({
      error: {
        code: "edit_conflict",
        message: "changed",
        details: {
          etag: '"200"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "role", value: "admin" }],
        },
      },
    }),
    { status: 412 },
  );
const ADMIN: Role = "admin";
const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { ETag: '"300"' } });

/** The request headers of each call to the stubbed fetch. */
const sentIfMatch = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get("If-Match"));

describe("the role select (decision 084)", () => {
  it("sends the listed version, shows who changed the role on 412, and re-applies over the current one", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(conflict()).mockResolvedValueOnce(ok());
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<RoleSelect userId="u1" role={ADMIN} label="Dana Levi" etag={'"100"'} />);
    fireEvent.change(screen.getByLabelText("Role of Dana Levi"), { target: { value: "client" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Role to Admin");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/admin/users/u1/role");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentIfMatch(fetch)).toEqual(['"100"', '"200"']);
    const [, again] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String((again as RequestInit).body))).toEqual({ role: "client" });
    await vi.waitFor(() => expect(screen.queryByText(/Maya Cohen/)).toBeNull());
  });

  it("says the same in Hebrew, and Reload drops the notice without sending", async () => {
    i18n.addResourceBundle("he", "common", heCommon, true, true);
    i18n.addResourceBundle("he", "users", heUsers, true, true);
    await i18n.changeLanguage("he");
    const fetch = vi.fn().mockResolvedValueOnce(conflict());
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<RoleSelect userId="u1" role={ADMIN} label="Dana Levi" etag={'"100"'} />);
    fireEvent.change(screen.getByLabelText("התפקיד של Dana Levi"), { target: { value: "client" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה תפקיד ל־מנהל");
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
