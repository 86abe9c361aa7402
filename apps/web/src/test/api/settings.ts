import type { Device, DevicesResponse } from "@portal/shared/device-contracts";
import type { NotificationPreferencesView } from "@portal/shared/notification-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";

/** Daniel's laptop (this session) and his phone. */
export const laptop: Device = {
  id: "0e5b1c2a-0001-4000-8000-000000000001",
  browser: "Chrome",
  os: "macOS",
  address: "203.0.113.7",
  signedInAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: "2026-11-26T09:15:00.000Z",
  current: true,
};

export const phone: Device = {
  ...laptop,
  id: "0e5b1c2a-0002-4000-8000-000000000002",
  browser: "Safari",
  os: "iOS",
  address: null,
  lastUsedAt: "2026-11-25T18:40:00.000Z",
  current: false,
};

/** Daniel's e-mail choices: invoices at once, project news in the daily digest, and a phone for SMS. */
export const danielsChoices: NotificationPreferencesView = {
  preferences: [
    { category: "invoices", mode: "instant" },
    { category: "projects", mode: "daily" },
  ],
  smsUrgent: false,
  hasPhone: true,
};

type Answer = HttpResponseResolver;

export const settingsHandlers = {
  /** `GET /api/me/devices`: where the person is signed in. */
  devices: (a: Answer | Device[]) =>
    http.get("/api/me/devices", Array.isArray(a) ? () => HttpResponse.json({ devices: a } satisfies DevicesResponse) : a),
  /** `DELETE /api/me/devices/:id`: signs one device out. */
  signOutDevice: (a: Answer) => http.delete("/api/me/devices/:id", a),
  /** `POST /api/me/devices/sign-out-others`: every other session ends. */
  signOutOthers: (a: Answer) => http.post("/api/me/devices/sign-out-others", a),
  /** `GET /api/notifications/preferences`. */
  preferences: (a: Answer | NotificationPreferencesView) =>
    http.get("/api/notifications/preferences", typeof a === "function" ? a : () => HttpResponse.json(a)),
  /** `PUT /api/notifications/preferences`. */
  savePreferences: (a: Answer) => http.put("/api/notifications/preferences", a),
};
