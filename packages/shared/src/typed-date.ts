/** Dates typed as the spec shows them, dd/MM/yyyy, read into the ISO day the filters travel as. */

export const TYPED_DATE_PATTERN = "dd/MM/yyyy";

/** Why a typed date was refused: not in the dd/MM/yyyy shape, or no such day in the calendar. */
export type TypedDateError = "format" | "noSuchDay";
export type TypedDate = { ok: true; iso: string } | { ok: false; error: TypedDateError };

const SHAPE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/**
 * Reads "26/11/2026" (also "6/1/2026", and "." or "-" between the parts) as "2026-11-26".
 * Blank is `{ ok: true, iso: "" }` (no date); a day that does not exist ("31/02/2026") or a year
 * outside 1900-2100 is refused.
 */
export function parseTypedDate(text: string): TypedDate {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, iso: "" };
  const match = SHAPE.exec(trimmed);
  if (!match) return { ok: false, error: "format" };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) {
    return { ok: false, error: "noSuchDay" };
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return { ok: false, error: "noSuchDay" };
  return { ok: true, iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** "2026-11-26" as "26/11/2026"; anything else as "". */
export function formatTypedDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

const pad = (n: number) => String(n).padStart(2, "0");
