import { format, parseISO } from "date-fns";

/** Invoice dates (yyyy-MM-dd) shown en-US, e.g. "Jan 15, 2025". */
export function formatInvoiceDate(isoDate: string): string {
  return format(parseISO(isoDate), "MMM d, yyyy");
}
