import { brandColourProblem } from "@portal/shared/agency-settings";
import type { TFunction } from "i18next";
import type { z } from "zod";

/** Messages of a failed shared-schema check, by the field's dotted path, in the reader's language. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(t: TFunction, error: z.ZodError, values?: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (out[key]) continue;
    if (issue.message === "colourContrast") {
      const colour = String((values as { brandColour?: string } | undefined)?.brandColour ?? "").toLowerCase();
      out[key] = t("agency:validation.colourContrast", { ratio: brandColourProblem(colour)?.ratio ?? "?" });
      continue;
    }
    out[key] = t(`agency:validation.${issue.message}`, { defaultValue: t("agency:validation.invalid") });
  }
  return out;
}

/** The browser's time zones (IANA), with the current one first when the runtime lists none. */
export function timeZones(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = listed.includes("UTC") ? listed : ["UTC", ...listed];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The browser's own time zone, for a first guess. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
