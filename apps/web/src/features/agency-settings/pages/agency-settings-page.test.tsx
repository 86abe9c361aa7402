import { AGENCY_SETTINGS_DEFAULTS, type AgencySettingsResponse } from "@portal/shared/agency-settings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { agencyIsDefault } from "@/test/api/agency";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AgencySettingsPage } from "./agency-settings-page";

const url = "/admin/settings/agency";
const READ = "/api/admin/agency-settings";

/** Harbour & Pine's settings at version "100". */
const settings: AgencySettingsResponse = {
  ...AGENCY_SETTINGS_DEFAULTS,
  identity: { ...AGENCY_SETTINGS_DEFAULTS.identity, name: "Harbour & Pine" },
  contact: { ...AGENCY_SETTINGS_DEFAULTS.contact, supportEmail: "help@harbourpine.example" },
  logoUrl: null,
  iconUrl: null,
  updatedAt: null,
  updatedBy: null,
};

/**
 * The server holding the settings: read at version "100"; a save answered by `save`, else stored
 * with the change applied as the next version ("101", "102", ...).
 */
function serve(save?: () => Response) {
  let stored = settings;
  let version = 100;
  mockApi.use(
    agencyIsDefault(),
    http.get(READ, () => HttpResponse.json(stored, { headers: { ETag: `"${version}"` } })),
    http.put(
      `${READ}/:group`,
      save ??
        (async ({ request, params }) => {
          const group = params.group as "contact";
          const changes = (await request.json()) as object;
          stored = { ...stored, [group]: { ...stored[group], ...changes } };
          version += 1;
          return HttpResponse.json(stored, { headers: { ETag: `"${version}"` } });
        }),
    ),
  );
  return recordRequests();
}

const section = async (title: string) =>
  (await screen.findByRole("heading", { level: 2, name: title })).closest("section") as HTMLElement;

// Seven forms render at once: on a loaded machine a test takes well over the usual 15 s.
describe("Settings -> Agency", { timeout: 30_000 }, () => {
  it("says the settings are loading", async () => {
    mockApi.use(http.get(READ, neverAnswered));
    await renderScreen(<AgencySettingsPage />, { url });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("shows every group as its own card with its own Save", async () => {
    serve();
    await renderScreen(<AgencySettingsPage />, { url });
    expect(await screen.findByRole("heading", { level: 1, name: "Agency" })).toBeTruthy();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Identity",
      "Contact and support",
      expect.any(String),
      expect.any(String),
      "Premium plan",
      "Region",
      "Sign-in security",
    ]);
    expect(screen.getAllByRole("button", { name: "Save" })).toHaveLength(7);
    const identity = await section("Identity");
    expect(within(identity).getByLabelText(/Agency name/)).toHaveProperty("value", "Harbour & Pine");
    expect(within(await section("Contact and support")).getByLabelText(/Support e-mail/)).toHaveProperty(
      "value",
      "help@harbourpine.example",
    );
  });

  it("saves only the changed field of one group, with the version read, and says Saved", async () => {
    const seen = serve();
    await renderScreen(<AgencySettingsPage />, { url });
    const contact = await section("Contact and support");
    fireEvent.change(within(contact).getByLabelText(/Support e-mail/), { target: { value: "studio@harbourpine.example" } });
    fireEvent.click(within(contact).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    const [put] = requestsTo(seen, "PUT", "/agency-settings/contact");
    expect(put?.headers.get("If-Match")).toBe('"100"');
    expect(await put?.json()).toEqual({ supportEmail: "studio@harbourpine.example" });
    expect(requestsTo(seen, "PUT", "/agency-settings/identity")).toHaveLength(0);
  });

  it("saves the next change with the version the last save answered", async () => {
    const seen = serve();
    await renderScreen(<AgencySettingsPage />, { url });
    const contact = await section("Contact and support");
    const email = within(contact).getByLabelText(/Support e-mail/);
    fireEvent.change(email, { target: { value: "studio@harbourpine.example" } });
    fireEvent.click(within(contact).getByRole("button", { name: "Save" }));
    await screen.findByText("Saved");
    // The cards start again from the version saved.
    await waitFor(() => expect(screen.getByLabelText(/Support e-mail/)).not.toBe(email));
    const identity = await section("Identity");
    fireEvent.change(within(identity).getByLabelText(/Agency name/), { target: { value: "Harbour and Pine" } });
    fireEvent.click(within(identity).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requestsTo(seen, "PUT", "/agency-settings/identity")).toHaveLength(1));
    const [put] = requestsTo(seen, "PUT", "/agency-settings/identity");
    expect(put?.headers.get("If-Match")).toBe('"101"');
    expect(await put?.json()).toEqual({ name: "Harbour and Pine" });
  });

  it("checks a group before saving: the messages under the fields, and nothing sent", async () => {
    const seen = serve();
    await renderScreen(<AgencySettingsPage />, { url });
    const identity = await section("Identity");
    fireEvent.change(within(identity).getByLabelText(/Agency name/), { target: { value: "  " } });
    fireEvent.click(within(identity).getByRole("button", { name: "Save" }));
    expect(await within(identity).findByText("Enter the agency name.")).toBeTruthy();
    expect(within(identity).getByText("Please correct the highlighted fields.")).toBeTruthy();
    const contact = await section("Contact and support");
    fireEvent.change(within(contact).getByLabelText(/Support e-mail/), { target: { value: "not-an-address" } });
    fireEvent.click(within(contact).getByRole("button", { name: "Save" }));
    expect(await within(contact).findByText("Enter a valid e-mail address.")).toBeTruthy();
    const premium = await section("Premium plan");
    fireEvent.change(within(premium).getByLabelText(/Monthly price \(USD\)/), { target: { value: "0.10" } });
    fireEvent.click(within(premium).getByRole("button", { name: "Save" }));
    expect(await within(premium).findByText("The price must be at least $0.50.")).toBeTruthy();
    expect(requestsTo(seen, "PUT", "/agency-settings/")).toHaveLength(0);
  });

  it("tells an admin whose role may not change the settings what the server said (decision 096)", async () => {
    serve(() => apiError(403, "forbidden_for_role"));
    await renderScreen(<AgencySettingsPage />, { url });
    const contact = await section("Contact and support");
    fireEvent.change(within(contact).getByLabelText(/Support e-mail/), { target: { value: "studio@harbourpine.example" } });
    fireEvent.click(within(contact).getByRole("button", { name: "Save" }));
    expect(
      await within(contact).findByText("Your role in the agency does not include this. Ask an owner if you need it."),
    ).toBeTruthy();
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("says Could not save when the server fails", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<AgencySettingsPage />, { url });
    const identity = await section("Identity");
    fireEvent.change(within(identity).getByLabelText(/Agency name/), { target: { value: "Harbour and Pine" } });
    fireEvent.click(within(identity).getByRole("button", { name: "Save" }));
    expect(await within(identity).findByText("Could not save")).toBeTruthy();
  });

  it("says why the settings could not be read", async () => {
    mockApi.use(http.get(READ, () => apiError(403, "forbidden_for_role")));
    await renderScreen(<AgencySettingsPage />, { url });
    expect(await screen.findByText("Your role in the agency does not include this. Ask an owner if you need it.")).toBeTruthy();
  });

  it("reads in Hebrew, with Hebrew validation messages", async () => {
    const seen = serve();
    await renderScreen(<AgencySettingsPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("heading", { level: 1, name: "סוכנות" })).toBeTruthy();
    const name = await screen.findByLabelText(/שם הסוכנות/);
    fireEvent.change(name, { target: { value: "" } });
    const identity = name.closest("section") as HTMLElement;
    fireEvent.click(within(identity).getByRole("button", { name: "שמירה" }));
    expect(await within(identity).findByText("תקנו את השדות המסומנים.")).toBeTruthy();
    const email = screen.getByLabelText(/אימייל התמיכה/);
    fireEvent.change(email, { target: { value: "studio@harbourpine.example" } });
    fireEvent.click(within(email.closest("section") as HTMLElement).getByRole("button", { name: "שמירה" }));
    expect(await screen.findByText("נשמר")).toBeTruthy();
    expect(requestsTo(seen, "PUT", "/agency-settings/contact")).toHaveLength(1);
  });
});
