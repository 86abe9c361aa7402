import type { NotificationPreferencesView } from "@portal/shared/notification-contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { NotificationPreferencesCard } from "./notification-preferences-card";

const PREFS = "/api/notifications/preferences";

/** Dana's choices: tickets at once, purchases in the digest, alerts off; no phone on her account. */
const danasChoices: NotificationPreferencesView = {
  preferences: [
    { category: "support", mode: "instant" },
    { category: "purchases", mode: "daily" },
    { category: "alerts", mode: "off" },
  ],
  smsUrgent: false,
  hasPhone: false,
};

/** The server holding Dana's choices: a save merges what it is sent, or is answered by `save`. */
function serve(save?: () => Response) {
  let stored = danasChoices;
  mockApi.use(
    signedInAs(dana),
    http.get(PREFS, () => HttpResponse.json(stored)),
    http.put(
      PREFS,
      save ??
        (async ({ request }) => {
          const sent = (await request.json()) as NotificationPreferencesView;
          const changed = new Map(sent.preferences.map((p) => [p.category, p.mode]));
          stored = {
            ...stored,
            smsUrgent: sent.smsUrgent,
            preferences: stored.preferences.map((p) => ({ ...p, mode: changed.get(p.category) ?? p.mode })),
          };
          return HttpResponse.json(stored);
        }),
    ),
  );
  return recordRequests();
}

describe("an admin's e-mail notification settings", () => {
  it("says they are loading", async () => {
    mockApi.use(signedInAs(dana), http.get(PREFS, neverAnswered));
    await renderScreen(<NotificationPreferencesCard />);
    expect(screen.getByText("E-mail notifications")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("shows each category the admin hears about with its choice: Right away, Daily digest or Off", async () => {
    serve();
    await renderScreen(<NotificationPreferencesCard />);
    const tickets = (await screen.findByLabelText("Support tickets")) as HTMLSelectElement;
    expect([...tickets.options].map((o) => o.text)).toEqual(["Right away", "Daily digest", "Off"]);
    expect(tickets.value).toBe("instant");
    expect(screen.getByLabelText("Purchases and payments")).toHaveProperty("value", "daily");
    expect(screen.getByLabelText("System alerts")).toHaveProperty("value", "off");
    expect(screen.queryByLabelText("Invoices")).toBeNull();
  });

  it("saves one category's new choice on its own", async () => {
    const seen = serve();
    await renderScreen(<NotificationPreferencesCard />);
    fireEvent.change(await screen.findByLabelText("System alerts"), { target: { value: "instant" } });
    expect(await screen.findByText("Notification settings saved")).toBeTruthy();
    const [put] = requestsTo(seen, "PUT", PREFS);
    expect(await put?.json()).toEqual({
      preferences: [{ category: "alerts", mode: "instant" }],
      smsUrgent: false,
      hasPhone: false,
    });
    await waitFor(() => expect(screen.getByLabelText("System alerts")).toHaveProperty("value", "instant"));
  });

  it("offers texts for failed payments, and says there is no phone number for them yet", async () => {
    const seen = serve();
    await renderScreen(<NotificationPreferencesCard />);
    const sms = await screen.findByRole("switch", { name: "Also send me a text message for urgent news (failed payments)" });
    expect(
      screen.getByText(
        "Text messages go to the phone number on your account, and there is none yet. Please contact support to add one.",
      ).id,
    ).toBe(sms.getAttribute("aria-describedby"));
    fireEvent.click(sms);
    expect(await screen.findByText("Notification settings saved")).toBeTruthy();
    expect(await requestsTo(seen, "PUT", PREFS)[0]?.json()).toEqual({ preferences: [], smsUrgent: true });
  });

  it("says when the choice could not be saved", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<NotificationPreferencesCard />);
    fireEvent.change(await screen.findByLabelText("Support tickets"), { target: { value: "off" } });
    expect(await screen.findByText("Could not save the notification settings")).toBeTruthy();
  });

  it("reads in Hebrew", async () => {
    serve();
    await renderScreen(<NotificationPreferencesCard />, { language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    const tickets = (await screen.findByLabelText("פניות תמיכה")) as HTMLSelectElement;
    expect([...tickets.options].map((o) => o.text)).toEqual(["מיד", "סיכום יומי", "כבוי"]);
    expect(screen.getByRole("switch", { name: "שלחו לי גם הודעת SMS על חדשות דחופות (תשלומים שנכשלו)" })).toBeTruthy();
  });
});
