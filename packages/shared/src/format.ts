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
