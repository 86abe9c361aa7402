import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { daniel, signedInAs } from "@/test/api/session";
import { danielsChoices, laptop, phone, settingsHandlers } from "@/test/api/settings";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { SettingsPage } from "./settings-page";

const url = "/dashboard/settings";

/** Settings as Daniel (or `profile`) sees them, with his devices and e-mail choices. */
function serve(
  devices: Parameters<typeof settingsHandlers.devices>[0] = [laptop, phone],
  profile = daniel,
  choices: Parameters<typeof settingsHandlers.preferences>[0] = danielsChoices,
) {
  mockApi.use(signedInAs(profile), settingsHandlers.devices(devices), settingsHandlers.preferences(choices));
}

/** The value shown under a label of the account details. */
const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

const devicesCard = () => screen.getByRole("heading", { name: "Your devices" }).closest("[aria-labelledby]") as HTMLElement;

describe("the client's Settings", () => {
  it("shows the account details read-only, the phone written for people", async () => {
    serve();
    await renderScreen(<SettingsPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(screen.getByText("Your account details. To change them, please contact support.")).toBeTruthy();
    await waitFor(() => expect(detail("Email").textContent).toBe("daniel@brooksbakery.com"));
    expect(detail("Email").getAttribute("dir")).toBe("ltr");
    expect(detail("Full name").textContent).toBe("Daniel Brooks");
    expect(detail("Business name").textContent).toBe("Brooks Bakery");
    expect(detail("Phone").textContent).toBe("+972 50 123 4567");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says Not provided for each detail the account lacks", async () => {
    serve([laptop], { ...daniel, fullName: null, businessName: null, phone: null } as unknown as typeof daniel);
    await renderScreen(<SettingsPage />, { url });
    await waitFor(() => expect(detail("Email").textContent).toBe("daniel@brooksbakery.com"));
    expect(detail("Full name").textContent).toBe("Not provided");
    expect(detail("Business name").textContent).toBe("Not provided");
    expect(detail("Phone").textContent).toBe("Not provided");
  });

  it("saves a changed e-mail choice, sending only that category", async () => {
    serve();
    mockApi.use(
      settingsHandlers.savePreferences(async ({ request }) =>
        HttpResponse.json({ ...danielsChoices, ...((await request.json()) as object) }),
      ),
    );
    const seen = recordRequests();
    await renderScreen(<SettingsPage />, { url });
    const invoices = await screen.findByRole("combobox", { name: "Invoices" });
    expect((invoices as HTMLSelectElement).value).toBe("instant");
    expect(
      within(invoices)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Right away", "Daily digest", "Off"]);
    expect((screen.getByRole("combobox", { name: "Project, revisions and features" }) as HTMLSelectElement).value).toBe("daily");
    fireEvent.change(invoices, { target: { value: "off" } });
    expect(await screen.findByText("Notification settings saved")).toBeTruthy();
    const [put] = requestsTo(seen, "PUT", "/api/notifications/preferences");
    expect(await put?.json()).toEqual({ preferences: [{ category: "invoices", mode: "off" }], smsUrgent: false, hasPhone: true });
  });

  it("says when the e-mail choice could not be saved", async () => {
    serve();
    mockApi.use(settingsHandlers.savePreferences(() => apiError(500, "internal")));
    await renderScreen(<SettingsPage />, { url });
    fireEvent.change(await screen.findByRole("combobox", { name: "Invoices" }), { target: { value: "daily" } });
    expect(await screen.findByText("Could not save the notification settings")).toBeTruthy();
  });

  it("lists the devices: this one marked, the others each with a named Sign out", async () => {
    serve();
    await renderScreen(<SettingsPage />, { url });
    const rows = await within(devicesCard()).findAllByTestId("device-row");
    expect(within(rows[0] as HTMLElement).getByText("Chrome on macOS")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("This device")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(rows[0]?.textContent).toContain("Address: 203.0.113.7");
    expect(rows[0]?.textContent).toContain("Last used: Nov 26, 2026");
    expect(rows[1]?.textContent).toContain("Address: unknown");
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: "Sign out Safari on iOS" }).textContent).toBe("Sign out");
    expect(within(devicesCard()).getByRole("button", { name: "Sign out everywhere else" })).toBeTruthy();
  });

  it("names a device it could not tell, and says when this is the only device", async () => {
    serve([{ ...laptop, browser: null, os: null }]);
    await renderScreen(<SettingsPage />, { url });
    expect(await within(devicesCard()).findByText("Unknown browser on an unknown system")).toBeTruthy();
    expect(within(devicesCard()).getByText("You are signed in only on this device.")).toBeTruthy();
    expect(within(devicesCard()).queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("says the devices are loading", async () => {
    serve(neverAnswered);
    await renderScreen(<SettingsPage />, { url });
    expect(within(devicesCard()).getByRole("status").textContent).toBe("Loading...");
  });

  it("says the devices could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<SettingsPage />, { url });
    expect((await within(devicesCard()).findByRole("alert")).textContent).toBe("Could not load your devices");
  });

  it("signs one other device out and lists the devices again", async () => {
    let devices = [laptop, phone];
    serve(() => HttpResponse.json({ devices }));
    mockApi.use(
      settingsHandlers.signOutDevice(() => {
        devices = [laptop];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const seen = recordRequests();
    await renderScreen(<SettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Safari on iOS" }));
    expect(await screen.findByText("Device signed out")).toBeTruthy();
    expect(requestsTo(seen, "DELETE", `/api/me/devices/${phone.id}`)).toHaveLength(1);
    expect(await within(devicesCard()).findByText("You are signed in only on this device.")).toBeTruthy();
  });

  it("says why a device could not be signed out", async () => {
    serve();
    mockApi.use(settingsHandlers.signOutDevice(() => apiError(404, "not_found")));
    await renderScreen(<SettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Safari on iOS" }));
    expect(await screen.findByText("Could not sign the device out")).toBeTruthy();
  });

  it("signs out everywhere else after confirming, and says how many devices it signed out", async () => {
    let devices = [laptop, phone, { ...phone, id: "0e5b1c2a-0003-4000-8000-000000000003", browser: "Firefox", os: "Windows" }];
    serve(() => HttpResponse.json({ devices }));
    mockApi.use(
      settingsHandlers.signOutOthers(() => {
        devices = [laptop];
        return HttpResponse.json({ ended: 2 });
      }),
    );
    const seen = recordRequests();
    await renderScreen(<SettingsPage />, { url });
    fireEvent.click(await within(devicesCard()).findByRole("button", { name: "Sign out everywhere else" }));
    const confirm = await screen.findByRole("dialog", { name: "Sign out everywhere else?" });
    expect(
      within(confirm).getByText(
        "Every other device signed in to your account is signed out at once. This device stays signed in.",
      ),
    ).toBeTruthy();
    expect(requestsTo(seen, "POST", "/api/me/devices/sign-out-others")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("2 devices signed out")).toBeTruthy();
    expect(requestsTo(seen, "POST", "/api/me/devices/sign-out-others")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(devicesCard()).findByText("You are signed in only on this device.")).toBeTruthy();
  });

  it("reads in Hebrew, right to left, with Hebrew labels and dates", async () => {
    serve([laptop, phone], { ...daniel, businessName: null } as typeof daniel);
    await renderScreen(<SettingsPage />, { url, language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: "הגדרות" })).toBeTruthy();
    await waitFor(() => expect(detail('דוא"ל').textContent).toBe("daniel@brooksbakery.com"));
    expect(detail("שם העסק").textContent).toBe("לא צוין");
    const rows = await screen.findAllByTestId("device-row");
    expect(within(rows[0] as HTMLElement).getByText("המכשיר הזה")).toBeTruthy();
    expect(rows[0]?.textContent).toContain("26 בנוב׳ 2026");
    expect(document.documentElement.dir).toBe("rtl");
  });
});
