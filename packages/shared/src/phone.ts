import { PHONE_DIGITS } from "./constants.ts";

/** The two countries of the login screen; the default is the United States. */
export const COUNTRIES = [
  { code: "IL", dialCode: "+972", placeholder: "0501234567" },
  { code: "US", dialCode: "+1", placeholder: "5551234567" },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]["code"];
export const DEFAULT_COUNTRY: CountryCode = "US";

/** Message keys (i18n `auth:` namespace) for each way a phone can be refused. */
export type PhoneError = "phoneRequired" | "israeliPhoneInvalid" | "usPhoneInvalid";

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * The national number in what a person typed or pasted: only digits count, and a country code the
 * selector already gives is dropped ("+972 50-123-4567", "972501234567", "00972..." with Israel
 * chosen read 0501234567; "+1 555 123 4567" with the United States reads 5551234567).
 */
export function nationalDigits(country: CountryCode, input: string): string {
  const digits = digitsOnly(input).replace(/^00/, "");
  const international = input.trim().startsWith("+") || digitsOnly(input).startsWith("00");
  if (country === "IL") {
    const rest = digits.startsWith("972") ? digits.slice(3) : null;
    // 972 followed by a mobile number without its trunk 0 (9 digits) or with it (10 digits).
    if (rest !== null && (international || rest.length === PHONE_DIGITS - 1 || rest.length === PHONE_DIGITS)) {
      return rest.startsWith("0") ? rest : `0${rest}`;
    }
    return digits;
  }
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Validates the national number typed on the login screen; only digits count. */
export function validatePhone(country: CountryCode, input: string): PhoneError | null {
  const digits = nationalDigits(country, input);
  if (digits.length === 0) return "phoneRequired";
  if (country === "IL") {
    return digits.startsWith("05") && digits.length === PHONE_DIGITS ? null : "israeliPhoneInvalid";
  }
  return digits.length === PHONE_DIGITS ? null : "usPhoneInvalid";
}

/**
 * The stored form of a phone: E.164 (`+15551234567`, `+972501234567`).
 * Israeli numbers drop their trunk prefix 0 after the country code.
 */
export function toE164(country: CountryCode, input: string): string {
  const digits = nationalDigits(country, input);
  if (country === "IL") return `+972${digits.replace(/^0/, "")}`;
  return `+1${digits}`;
}

const E164_PATTERN = /^\+(1\d{10}|9725\d{8})$/;

/** True for numbers in the stored form of one of the supported countries. */
export function isSupportedE164(phone: string): boolean {
  return E164_PATTERN.test(phone);
}

/** A readable form for screens: `+1 555 123 4567`, `+972 50 123 4567`. */
export function formatPhone(e164: string): string {
  if (e164.startsWith("+972")) {
    const n = e164.slice(4);
    return `+972 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
  }
  if (e164.startsWith("+1")) {
    const n = e164.slice(2);
    return `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  }
  return e164;
}
