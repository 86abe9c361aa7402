import { formatDate } from "@/lib/format-date";

/** Invoice dates (yyyy-MM-dd) in the reader's language, e.g. "Jan 15, 2025". */
export function formatInvoiceDate(isoDate: string): string {
  return formatDate(isoDate);
}
