import { format } from "date-fns";

/** Subscription dates are shown in long month form, en-US: "March 5, 2026". */
export function formatSubscriptionDate(iso: string | null): string {
  return iso ? format(new Date(iso), "MMMM d, yyyy") : "";
}
