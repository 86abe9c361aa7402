import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("dates follow the reader's language through one formatter", () => {
  it("reads English the way the spec shows it", () => {
    expect(formatDate("2026-11-24")).toBe("Nov 24, 2026");
    expect(formatDate("2026-12-21T12:00:00", "long")).toBe("December 21, 2026");
    expect(formatDateTime(new Date(2026, 10, 26, 15, 5))).toBe("Nov 26, 2026, 3:05 PM");
  });

  it("reads Hebrew months in Hebrew, on lists, the user page and subscriptions alike", async () => {
    await i18n.changeLanguage("he");
    expect(formatDate("2026-11-24")).toBe("24 בנוב׳ 2026");
    expect(formatDate("2026-12-21T12:00:00", "long")).toBe("21 בדצמבר 2026");
    expect(formatDate("2026-11-26T12:00:00", "long")).toBe("26 בנובמבר 2026");
    expect(formatDateTime(new Date(2026, 10, 26, 15, 5))).toBe("26 בנוב׳ 2026, 15:05");
  });
});
