import type { TFunction } from "i18next";

/** Better Auth error codes we can say in the person's language; others show the server text. */
const KNOWN_CODES: Record<string, string> = {
  INVALID_OTP: "invalidCode",
  OTP_EXPIRED: "codeExpired",
  TOO_MANY_ATTEMPTS: "tooManyAttempts",
  INVALID_TOKEN: "setPasswordLinkInvalid",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
};

export function authErrorMessage(
  t: TFunction<"auth">,
  error: { code?: string; message?: string; status?: number } | null | undefined,
  fallbackKey: string,
): string {
  if (error?.status === 429) return t("tooManyRequests");
  const key = error?.code ? KNOWN_CODES[error.code] : undefined;
  if (key) return t(key);
  return error?.message || t(fallbackKey);
}
