import { type EditConflictDetails, editConflictDetails } from "@portal/shared/edit-conflict";
import { ApiError } from "./api-client";

/** The details of a 412 `edit_conflict` (decision 075), or null for any other failure. */
export function editConflictOf(error: unknown): EditConflictDetails | null {
  if (!(error instanceof ApiError) || error.code !== "edit_conflict") return null;
  const parsed = editConflictDetails.safeParse(error.details);
  return parsed.success ? parsed.data : { etag: "", changedAt: new Date().toISOString(), changedBy: null, changes: [] };
}

/**
 * The fields of a form whose values differ from those it was loaded with: what a save sends, so
 * a field another admin changed meanwhile is never written back (decision 075).
 */
export function changedValues<T extends object>(values: T, loaded: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== loaded[key]) changed[key] = values[key];
  }
  return changed;
}

/** How long ago an instant was, in the person's language ("20 sec. ago", "לפני 20 שניות"). */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto", style: "short" });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(Math.min(seconds, 0), "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}
