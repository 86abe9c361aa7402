import { type DateStyle, formatDateIn } from "@portal/shared/format";
import i18n from "i18next";

/**
 * Dates on every screen go through here, in the reader's language (decision 079): English reads
 * en-US as the spec shows ("Jun 15, 2026"), Hebrew reads Hebrew months ("15 ביוני 2026").
 * Components that call it re-render on a language switch through their useTranslation().
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = "short"): string {
  return formatDateIn(i18n.language ?? "en", value, style);
}

/** A moment: "Jun 15, 2026, 3:05 PM" / "15 ביוני 2026, 15:05". */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, "dateTime");
}
