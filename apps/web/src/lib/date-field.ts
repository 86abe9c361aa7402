/**
 * The end (23:59:59.999, local time) of the day a date field holds (`yyyy-MM-dd`), or null when
 * the value is not a real date. A few lines instead of date-fns' `parse`, whose token parsers would
 * otherwise load with the admin dashboard.
 */
export function endOfDateField(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1, 23, 59, 59, 999);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
