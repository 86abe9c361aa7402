import { formatDate } from "@/lib/format-date";

/** Subscription dates are shown in long month form, in the reader's language: "March 5, 2026". */
export function formatSubscriptionDate(iso: string | null): string {
  return formatDate(iso, "long");
}
