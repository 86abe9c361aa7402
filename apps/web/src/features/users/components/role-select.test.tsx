import { capabilitiesOf } from "@portal/shared/agency-roles";
import type { Role } from "@portal/shared/constants";
import { fireEvent, screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import heCommon from "@/locales/he/common.json";
import heUsers from "@/locales/he/users.json";
import { dana } from "@/test/api/session";
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
const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { ETag: '"300"' } });

const ADMIN: Role = "admin";

/** Only an owner changes roles: the session read answers with one; every other call gets the next answer. */
function stubFetch(...answers: Response[]) {
  const owner = { ...dana, agencyRole: "owner", capabilities: capabilitiesOf("owner") };
  const fetch = vi.fn(async (url: string) =>
    url === "/api/session" ? new Response(JSON.stringify({ profile: owner })) : (answers.shift() as Response),
  );
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.filter(([url]) => url !== "/api/session") as unknown as [string, RequestInit][];
}

/** The If-Match header of each role change sent. */
const sentIfMatch = (calls: [string, RequestInit][]) => calls.map(([, init]) => new Headers(init.headers).get("If-Match"));

describe("the role select (decision 084)", () => {
  it("sends the listed version, shows who changed the role on 412, and re-applies over the current one", async () => {
    const calls = stubFetch(conflict(), ok());
    renderWithApp(<RoleSelect userId="u1" role={ADMIN} label="Dana Levi" agencyRole={null} etag={'"100"'} />);
    fireEvent.change(await screen.findByLabelText("Role of Dana Levi"), { target: { value: "client" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Role to Admin");
    expect(calls()[0]?.[0]).toBe("/api/admin/users/u1/role");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await vi.waitFor(() => expect(calls()).toHaveLength(2));
    expect(sentIfMatch(calls())).toEqual(['"100"', '"200"']);
    expect(JSON.parse(String(calls()[1]?.[1].body))).toEqual({ role: "client" });
    await vi.waitFor(() => expect(screen.queryByText(/Maya Cohen/)).toBeNull());
  });

  it("says the same in Hebrew, and Reload drops the notice without sending", async () => {
    i18n.addResourceBundle("he", "common", heCommon, true, true);
    i18n.addResourceBundle("he", "users", heUsers, true, true);
    await i18n.changeLanguage("he");
    const calls = stubFetch(conflict());
    renderWithApp(<RoleSelect userId="u1" role={ADMIN} label="Dana Levi" agencyRole={null} etag={'"100"'} />);
    fireEvent.change(await screen.findByLabelText("התפקיד של Dana Levi"), { target: { value: "client" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה תפקיד ל־מנהל");
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(calls()).toHaveLength(1);
  });
});
