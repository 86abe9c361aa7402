import { describe, expect, it } from "vitest";
import { notificationPreferences } from "./notification-contracts.ts";

describe("notification preferences", () => {
  it("take each category at most once", () => {
    const once = { preferences: [{ category: "support", mode: "daily" }], smsUrgent: false };
    const twice = { preferences: [...once.preferences, { category: "support", mode: "off" }], smsUrgent: false };
    expect(notificationPreferences.safeParse(once).success).toBe(true);
    expect(notificationPreferences.safeParse(twice).success).toBe(false);
  });
});
