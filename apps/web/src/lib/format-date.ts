import { format } from "date-fns";

/** Dates are shown en-US, as the spec asks: "Jun 15, 2026". */
export function formatDate(value: string | Date): string {
  return format(new Date(value), "MMM d, yyyy");
}

/** A moment, en-US like the dates: "Jun 15, 2026, 3:05 PM". */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "MMM d, yyyy, h:mm a");
}
