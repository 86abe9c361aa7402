/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, quote or line break are quoted and
 * their quotes doubled; rows end with CRLF. Text that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe, so an
 * exported client name like `=HYPERLINK(...)` stays text (OWASP "CSV injection").
 */
export type CsvValue = string | number | null | undefined;

/** The byte order mark that makes Excel read the file as UTF-8 (Hebrew names open right). */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Cents as a plain decimal a spreadsheet sums (12345 -> 123.45), never with a currency sign. */
export function csvAmount(cents: number): number {
  return cents / 100;
}

/** An instant as `yyyy-MM-dd HH:mm:ss` in UTC, which spreadsheets read as a date and time. */
export function csvDateTime(value: Date | string | null): string {
  if (value === null) return "";
  return new Date(value).toISOString().slice(0, 19).replace("T", " ");
}
