import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/** The translated text for a failed billing call, or the given fallback. */
export function billingErrorMessage(t: TFunction<"billing">, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t("toast.sessionMissing");
    const key = `errors.${error.code}`;
    const text = t(key as "errors.already_subscribed", { defaultValue: "" });
    if (text) return text;
  }
  return fallback;
}
