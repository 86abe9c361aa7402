import { addDays, isValid, parseISO, startOfDay } from "date-fns";

/**
 * The instants a range of calendar days covers in the browser's time zone: from the start of
 * `from` to the start of the day after `to` (so `to` is included). Days are yyyy-MM-dd or "".
 */
export function dayRangeToInstants(from: string, to: string): { since?: string; until?: string } {
  const day = (value: string) => {
    const parsed = value ? parseISO(value) : null;
    return parsed && isValid(parsed) ? startOfDay(parsed) : null;
  };
  const start = day(from);
  const end = day(to);
  return {
    since: start ? start.toISOString() : undefined,
    until: end ? addDays(end, 1).toISOString() : undefined,
  };
}
