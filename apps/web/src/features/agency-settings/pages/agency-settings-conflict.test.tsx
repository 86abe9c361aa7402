import { AGENCY_SETTINGS_DEFAULTS, type AgencySettings } from "@portal/shared/agency-settings";
import { fireEvent, screen, within } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import heAgency from "@/locales/he/agency.json";
import heCommon from "@/locales/he/common.json";
import { renderWithApp } from "@/test/render";
import { AgencySettingsPage } from "./agency-settings-page";

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const settings = (name: string) => ({
  ...AGENCY_SETTINGS_DEFAULTS,
  identity: { ...AGENCY_SETTINGS_DEFAULTS.identity, name } satisfies AgencySettings["identity"],
  logoUrl: null,
  iconUrl: null,
  updatedAt: null,
  updatedBy: null,
});
const json = (body: unknown, status = 200, etag?: string) =>
  new Response(JSON.stringify(body), { status, headers: etag ? { ETag: etag } : {} });
const refused = () =>
  json(
    {
      error: {
        code: "edit_conflict",
        message: "changed",
        details: {
          etag: '"200"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "identity.name", value: "Harbour Studio" }],
        },
      },
    },
    412,
  );

/** The stubbed server: Maya renamed the agency after this screen loaded it. */
function server() {
  let reads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/admin/agency-settings") {
      reads += 1;
      return reads === 1 ? json(settings("Acme"), 200, '"100"') : json(settings("Harbour Studio"), 200, '"200"');
    }
    const ifMatch = new Headers(init?.headers).get("If-Match");
    if (url === "/api/admin/agency-settings/identity" && ifMatch === '"100"') return refused();
    if (url === "/api/admin/agency-settings/identity") return json(settings("Acme Web"), 200, '"300"');
    return json({});
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([, init]) => ({ ifMatch: new Headers(init?.headers).get("If-Match"), body: JSON.parse(String(init?.body)) }));

describe("Settings -> Agency with another admin's save (decision 084)", () => {
  it("sends only the changed field with the loaded ETag, names who changed what, and re-applies over the current version", async () => {
    const fetch = server();
    renderWithApp(<AgencySettingsPage />);
    const identity = (await screen.findByRole("heading", { name: "Identity" })).closest("section") as HTMLElement;
    fireEvent.change(within(identity).getByLabelText(/Agency name/), { target: { value: "Acme Web" } });
    fireEvent.click(within(identity).getByRole("button", { name: "Save" }));
    const notice = await within(identity).findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Agency name to Harbour Studio");
    fireEvent.click(within(notice).getByRole("button", { name: "Re-apply my changes" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    const name = screen.getByLabelText(/Agency name/);
    expect(name).toHaveProperty("value", "Acme Web");
    fireEvent.click(within(name.closest("section") as HTMLElement).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(sent(fetch)).toHaveLength(2));
    expect(sent(fetch)).toEqual([
      { ifMatch: '"100"', body: { name: "Acme Web" } },
      { ifMatch: '"200"', body: { name: "Acme Web" } },
    ]);
  }, 30_000);

  it("says it in Hebrew, and Reload shows the other admin's name", async () => {
    i18n.addResourceBundle("he", "common", heCommon, true, true);
    i18n.addResourceBundle("he", "agency", heAgency, true, true);
    await i18n.changeLanguage("he");
    server();
    renderWithApp(<AgencySettingsPage />);
    const name = await screen.findByLabelText(/שם הסוכנות/);
    fireEvent.change(name, { target: { value: "Acme Web" } });
    const identity = name.closest("section") as HTMLElement;
    fireEvent.click(within(identity).getByRole("button", { name: "שמירה" }));
    const notice = await within(identity).findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה שם הסוכנות ל־Harbour Studio");
    fireEvent.click(within(notice).getByRole("button", { name: "טעינה מחדש" }));
    await vi.waitFor(() => expect(screen.getByLabelText(/שם הסוכנות/)).toHaveProperty("value", "Harbour Studio"));
    expect(screen.queryByRole("alert")).toBeNull();
  }, 30_000);
});
