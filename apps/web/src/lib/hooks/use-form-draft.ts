import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

const PREFIX = "portal.draft.";

/** A screen's kept draft, or null. */
export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const saved = sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = saved ? JSON.parse(saved) : null;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps a screen's draft in this tab. */
export function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or unavailable (private modes): the draft is then only on the screen.
  }
}

/** Forgets a screen's draft (after it was sent). */
export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Keeps what a person is writing in this tab's session storage, per screen (`key`), and puts it
 * back when the screen opens again: after a sign-in the session ran out in the middle of
 * (decision 076), or a reload. Call `clearDraft(key)` once it was sent.
 */
export function useFormDraft<V extends FieldValues, C, O>(key: string, form: UseFormReturn<V, C, O>): void {
  useEffect(() => {
    const saved = readDraft(key);
    if (saved) {
      for (const [name, value] of Object.entries(saved)) {
        if (typeof value === "string" && value !== "") {
          form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true });
        }
      }
    }
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, form]);
}
