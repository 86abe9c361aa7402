import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Clears a form's own message (a refusal from the server, kept outside react-hook-form) as soon as
 * any field changes: the message was about what was typed before.
 */
export function useClearOnChange<T extends FieldValues>(form: Pick<UseFormReturn<T>, "watch">, clear: () => void) {
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === "change") clear();
    });
    return () => subscription.unsubscribe();
  }, [form, clear]);
}
