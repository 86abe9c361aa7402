import { describe, expect, it } from "vitest";
import {
  dateInZone,
  dayNumberOf,
  endOfDayInZone,
  hourInZone,
  supportHoursRows,
  timeOfDayLabel,
  weekdayName,
  weekdaysFrom,
} from "./agency-region.ts";
import type { SupportHours } from "./agency-settings.ts";

describe("weekdays in the reader's week order", () => {
  it("starts the week on the agency's first day for the language", () => {
    expect(weekdaysFrom(0)).toEqual(["sun", "mon", "tue", "wed", "thu", "fri", "sat"]);
    expect(weekdaysFrom(1)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(weekdaysFrom(6)[0]).toBe("sat");
    expect(dayNumberOf("sun")).toBe(0);
    expect(dayNumberOf("sat")).toBe(6);
  });

  it("lists each weekday's hours, closed days as null", () => {
    const nine = { open: "09:00", close: "17:00" };
    const hours: SupportHours = {
      mon: nine,
      tue: nine,
      wed: nine,
      thu: nine,
      fri: null,
      sat: null,
      sun: { open: "10:00", close: "14:00" },
    };
    const rows = supportHoursRows(hours, 0);
    expect(rows[0]).toEqual({ day: "sun", open: "10:00", close: "14:00" });
    expect(rows.find((r) => r.day === "fri")).toEqual({ day: "fri", open: null, close: null });
    expect(supportHoursRows(hours, 1).map((r) => r.day)[0]).toBe("mon");
  });

  it("names days and times in the reader's language", () => {
    expect(weekdayName("mon", "en")).toBe("Monday");
    expect(weekdayName("sun", "he")).toBe("יום ראשון");
    expect(timeOfDayLabel("09:30", "en")).toBe("9:30 AM");
    expect(timeOfDayLabel("17:05", "he")).toBe("17:05");
  });
});

describe("the agency's clock", () => {
  it("gives the calendar date and hour of an instant in the time zone", () => {
    const at = new Date("2026-03-01T22:30:00Z");
    expect(dateInZone(at, "UTC")).toBe("2026-03-01");
    expect(dateInZone(at, "Asia/Jerusalem")).toBe("2026-03-02");
    expect(dateInZone(at, "America/New_York")).toBe("2026-03-01");
    expect(hourInZone(at, "Asia/Jerusalem")).toBe(0);
    expect(hourInZone(at, "UTC")).toBe(22);
  });

  it("ends a chosen date at 23:59:59.999 on the agency's clock, across daylight-saving changes", () => {
    expect(endOfDayInZone("2026-01-15", "UTC")?.toISOString()).toBe("2026-01-15T23:59:59.999Z");
    // Israel: UTC+2 in winter, UTC+3 in summer.
    expect(endOfDayInZone("2026-01-15", "Asia/Jerusalem")?.toISOString()).toBe("2026-01-15T21:59:59.999Z");
    expect(endOfDayInZone("2026-07-15", "Asia/Jerusalem")?.toISOString()).toBe("2026-07-15T20:59:59.999Z");
    // New York moves to summer time on 2026-03-08: that day ends at UTC-4.
    expect(endOfDayInZone("2026-03-08", "America/New_York")?.toISOString()).toBe("2026-03-09T03:59:59.999Z");
    expect(endOfDayInZone("2026-02-30", "UTC")).toBeNull();
    expect(endOfDayInZone("15/01/2026", "UTC")).toBeNull();
  });
});
