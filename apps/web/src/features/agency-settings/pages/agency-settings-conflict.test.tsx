import { AGENCY_SETTINGS_DEFAULTS, type AgencySettings } from "@portal/shared/agency-settings";
import { fireEvent, screen, within } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import heAgency from "@/locales/he/agency.json";
import heCommon from "@/locales/he/common.json";
import { conflictScenario } from "@/test/conflict-scenario";
import { requestsTo } from "@/test/mock-api";
import { renderWithApp } from "@/test/render";
import { AgencySettingsPage } from "./agency-settings-page";

afterEach(async () => {
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
/**
 * Maya renamed the agency after this screen loaded it: the first read answers "Acme" (version
 * "100"), later ones her "Harbour Studio" ("200"), and the re-applied save is accepted ("300").
 */
const serve = () =>
  conflictScenario({
    read: {
      path: "/api/admin/agency-settings",
      versions: [
        { body: settings("Acme"), etag: '"100"' },
        { body: settings("Harbour Studio"), etag: '"200"' },
      ],
    },
    change: {
      method: "put",
      path: "/api/admin/agency-settings/identity",
      etag: '"200"',
      changes: [{ field: "identity.name", value: "Harbour Studio" }],
      saved: { body: settings("Acme Web"), etag: '"300"' },
    },
  });

const sent = (seen: Request[]) =>
  Promise.all(
    requestsTo(seen, "PUT", "/identity").map(async (r) => ({ ifMatch: r.headers.get("If-Match"), body: await r.json() })),
  );

describe("Settings -> Agency with another admin's save (decision 084)", () => {
  it("sends only the changed field with the loaded ETag, names who changed what, and re-applies over the current version", async () => {
    const seen = serve();
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
    await vi.waitFor(() => expect(requestsTo(seen, "PUT", "/identity")).toHaveLength(2));
    expect(await sent(seen)).toEqual([
      { ifMatch: '"100"', body: { name: "Acme Web" } },
      { ifMatch: '"200"', body: { name: "Acme Web" } },
    ]);
  }, 30_000);

  it("says it in Hebrew, and Reload shows the other admin's name", async () => {
    i18n.addResourceBundle("he", "common", heCommon, true, true);
    i18n.addResourceBundle("he", "agency", heAgency, true, true);
    await i18n.changeLanguage("he");
    serve();
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
