/**
 * The agency's region as screens use it (issue 24): weekdays in the order of the reader's first day
 * of the week, and support hours per weekday, kept in the agency's time zone. Zod-free.
 */
import type { SupportHours, Weekday } from "./agency-settings.ts";

/** Weekdays from Sunday (0) to Saturday (6), as `Date.getDay()` and the settings' first day count them. */
const BY_DAY_NUMBER: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The seven weekdays starting at `firstDay` (0 = Sunday ... 6 = Saturday). */
export function weekdaysFrom(firstDay: number): Weekday[] {
  const start = ((Math.trunc(firstDay) % 7) + 7) % 7;
  return Array.from({ length: 7 }, (_, i) => BY_DAY_NUMBER[(start + i) % 7]);
}

/** The number of a weekday (0 = Sunday), e.g. for a date library's `weekStartsOn`. */
export function dayNumberOf(day: Weekday): number {
  return BY_DAY_NUMBER.indexOf(day);
}

export interface SupportHoursRow {
  day: Weekday;
  /** "HH:MM" in the agency's time zone; null when closed that day. */
  open: string | null;
  close: string | null;
}

/** One row per weekday, in the reader's week order. */
export function supportHoursRows(hours: SupportHours, firstDay: number): SupportHoursRow[] {
  return weekdaysFrom(firstDay).map((day) => ({ day, open: hours[day]?.open ?? null, close: hours[day]?.close ?? null }));
}

/** A weekday's name in `locale` ("Monday", "יום שני"); any Monday serves, 2024-01-01 was one. */
export function weekdayName(day: Weekday, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + ((dayNumberOf(day) + 6) % 7)));
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** "HH:MM" as the reader's locale writes a time of day ("9:00 AM", "09:00"). */
export function timeOfDayLabel(time: string, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

/** The time zone's name as the reader's locale gives it, e.g. "Israel Standard Time" (at `at`). */
export function timeZoneLabel(timeZone: string, locale: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** The calendar date ("YYYY-MM-DD") of `at` in `timeZone`. */
export function dateInZone(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    at,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The hour of day (0-23) of `at` in `timeZone`. */
export function hourInZone(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number(hour);
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - (at - (at % 1000));
}

/**
 * The last instant (23:59:59.999) of a calendar date ("YYYY-MM-DD") on the agency's clock, or null
 * when the text is not a real date: what a due or delivery date chosen in a date field means.
 */
export function endOfDayInZone(date: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 23, 59, 59, 999);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offset at the guess, then again at the result (a daylight-saving change that day).
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}
