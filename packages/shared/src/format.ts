import { REQUEST_NUMBER_PAD } from "./constants.ts";

/** Request and ticket numbers are shown padded to 4 digits: 1 -> "0001". */
export function padNumber(n: number, width = REQUEST_NUMBER_PAD): string {
  return String(n).padStart(width, "0");
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Money is carried as integer cents everywhere and shown as USD, en-US. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Parses a typed amount ("29.99", "30") into exact cents, or null when it is not money. */
export function parseAmountToCents(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * How a date is shown: "short" Nov 26, 2026; "long" November 26, 2026; "dateTime" Nov 26, 2026, 3:05 PM;
 * "precise" Nov 26, 2026, 15:05:09 (the dev outbox).
 */
export type DateStyle = "short" | "long" | "dateTime" | "precise";

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: "numeric", month: "short", day: "numeric" },
  long: { year: "numeric", month: "long", day: "numeric" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  precise: {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
};

/** The Intl locale of a portal language: English reads en-US (as the spec shows), Hebrew he-IL. */
export function intlLocale(language: string): string {
  return language.startsWith("he") ? "he-IL" : "en-US";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2026-01-15") is that day wherever the reader is; a moment is read in local time. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * The one date formatter of the portal: months and order follow the reader's language
 * ("Nov 26, 2026" / "26 בנוב׳ 2026"). Returns "" for a missing or unreadable value.
 */
export function formatDateIn(language: string, value: string | Date | null | undefined, style: DateStyle = "short"): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const locale = intlLocale(language);
  const key = `${locale}/${style}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    dateFormats.set(key, formatter);
  }
  // ICU puts a narrow no-break space before AM/PM: a plain space reads the same and copies cleanly.
  return formatter.format(date).replace(/\u202f/g, " ");
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When something started, as "since …" reads it: the weekday within the last six days
 * ("Tuesday" / "יום שלישי"), the date before that ("Nov 3, 2026").
 */
export function formatSinceIn(language: string, value: string | Date, now: Date | number = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (nowMs - date.getTime() >= 6 * 86_400_000) return formatDateIn(language, date, "short");
  const locale = intlLocale(language);
  let formatter = weekdayFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: "long" });
    weekdayFormats.set(locale, formatter);
  }
  return formatter.format(date);
}
