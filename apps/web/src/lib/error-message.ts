import { type ErrorCode, isErrorCode } from "@portal/shared/error-codes";
import type { TFunction } from "i18next";
import type enErrors from "../locales/en/errors.json";
import type heErrors from "../locales/he/errors.json";

/**
 * Screens whose spec names a more specific text for some codes; errors.json holds those variants
 * as `<code>_<context>` (i18next's context), and the plain `<code>` text is used where none exists.
 */
export const ERROR_CONTEXTS = ["revision", "invoice", "image"] as const;
export type ErrorContext = (typeof ERROR_CONTEXTS)[number];

/** What an API call, a Better Auth call or a thrown value can tell about a failure. */
interface ErrorLike {
  status?: number;
  code?: string;
}

/**
 * The registered code a failure carries; a 429 without one (Better Auth's own limiter) is too many
 * requests, a 413 without one (a proxy in front of the portal) is a too large upload, and a failed
 * fetch is the network.
 */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof TypeError) return "network_error";
  if (!error || typeof error !== "object") return undefined;
  const { status, code } = error as ErrorLike;
  if (isErrorCode(code)) return code;
  if (status === 429) return "too_many_requests";
  if (status === 413) return "payload_too_large";
  if (status === 0) return "network_error";
  return undefined;
}

/**
 * The person's-language text for a failure: the registered code's message, else (also for
 * `internal`) the screen's own fallback, a spec text such as "Failed to cancel subscription", else
 * the generic unexpected error.
 * The server's or a library's own wording is never shown.
 */
export function errorMessage(t: TFunction, error: unknown, fallback?: string, context?: ErrorContext): string {
  const code = errorCodeOf(error);
  // "internal" names no reason, so the screen's own text says more.
  if (code && !(code === "internal" && fallback !== undefined)) return codeMessage(t, code, context);
  return fallback ?? codeMessage(t, "internal");
}

/** The codes both locales' errors.json say: the one code -> message map of every screen. */
type ErrorMessageKey = keyof typeof enErrors & keyof typeof heErrors;

/** The message of a registered code, also for codes a shared rule returns before any request. */
export function codeMessage(t: TFunction, code: ErrorCode, context?: ErrorContext): string {
  // A registered code without a message in English or Hebrew fails the typecheck here.
  const key: ErrorMessageKey = code;
  return t(key, { ns: "errors", context });
}
