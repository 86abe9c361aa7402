import { AUTH_ERROR_CODES, ERROR_CODES } from "@portal/shared/error-codes";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import enErrors from "../locales/en/errors.json";
import heErrors from "../locales/he/errors.json";
import { ApiError } from "./api-client";
import { ERROR_CONTEXTS, errorMessage } from "./error-message";

const i18n = createInstance();
await i18n.init({
  resources: { en: { errors: enErrors }, he: { errors: heErrors } },
  lng: "en",
  fallbackLng: false,
  interpolation: { escapeValue: false },
});
const en = i18n.getFixedT("en");
const he = i18n.getFixedT("he");

describe("errors.json", () => {
  it.each([
    ["en", enErrors],
    ["he", heErrors],
  ] as const)("has a non-empty %s message for every error code", (_lang, messages) => {
    const table = messages as Record<string, string>;
    expect(ERROR_CODES.filter((code) => !table[code]?.trim())).toEqual([]);
  });

  it.each([
    ["en", enErrors],
    ["he", heErrors],
  ] as const)("holds in %s only error codes and their screen variants", (_lang, messages) => {
    const allowed = new Set<string>([
      ...ERROR_CODES,
      ...ERROR_CODES.flatMap((code) => ERROR_CONTEXTS.map((context) => `${code}_${context}`)),
    ]);
    expect(Object.keys(messages).filter((key) => !allowed.has(key))).toEqual([]);
  });
});

describe("errorMessage", () => {
  const serverWords = "Something the server said in English";

  it("says a known API code in the person's language, never the server's message", () => {
    const error = new ApiError(409, "ticket_closed", serverWords);
    expect(errorMessage(en, error)).toBe("This ticket is closed; replies are no longer possible.");
    expect(errorMessage(he, error)).toBe("הפנייה סגורה, ולא ניתן עוד להוסיף לה תשובות.");
  });

  it("uses the screen's fallback for an unknown code, and the generic text without one", () => {
    const error = new ApiError(500, "something_new", serverWords);
    expect(errorMessage(en, error, "Failed to cancel subscription")).toBe("Failed to cancel subscription");
    expect(errorMessage(en, error)).toBe("An unexpected error occurred");
    expect(errorMessage(he, new Error(serverWords))).toBe("אירעה שגיאה לא צפויה");
    expect(errorMessage(en, new ApiError(500, "internal", serverWords), "Failed to cancel subscription")).toBe(
      "Failed to cancel subscription",
    );
  });

  it("reads Better Auth's error objects: the spec's text for a wrong or unknown code", () => {
    expect(errorMessage(en, { status: 400, code: "INVALID_OTP", message: "Invalid OTP" })).toBe("Invalid verification code");
    expect(errorMessage(en, { status: 400, code: "OTP_NOT_FOUND", message: "OTP not found" })).toBe("Invalid verification code");
    expect(errorMessage(he, { status: 400, code: "INVALID_OTP", message: "Invalid OTP" })).toBe("קוד אימות שגוי");
  });

  it("says too many requests for a 429 without a more precise code", () => {
    expect(errorMessage(en, { status: 429, message: "Too many requests. Please try again later." })).toBe(
      "Too many attempts. Please wait a while and try again.",
    );
    expect(errorMessage(en, new ApiError(429, "too_many_requests", serverWords))).toBe(
      "Too many attempts. Please wait a while and try again.",
    );
    expect(errorMessage(en, { status: 429, code: "SOMETHING_UNKNOWN" })).toBe(
      "Too many attempts. Please wait a while and try again.",
    );
  });

  it("says the portal's limits on sign-in codes by their code, in both languages", () => {
    expect(errorMessage(en, { status: 429, code: "too_many_codes" })).toBe(
      "Too many codes were requested for this number. Please try again later.",
    );
    expect(errorMessage(en, { status: 503, code: "sms_budget_exhausted" })).toBe(
      "Sign-in codes cannot be sent right now. Please try again later.",
    );
    expect(errorMessage(he, { status: 503, code: "sms_budget_exhausted" })).toBe(
      "לא ניתן לשלוח כעת קודי כניסה. נסו שוב מאוחר יותר.",
    );
  });

  it("says the network failed when fetch itself failed", () => {
    expect(errorMessage(en, new TypeError("Failed to fetch"))).toBe(
      "The portal could not be reached. Check your connection and try again.",
    );
  });

  it("says an upload is too large for a 413, also without a code (a proxy's own page)", () => {
    const fromProxy = new ApiError(413, "http_error", "Request Entity Too Large");
    expect(errorMessage(en, fromProxy)).toBe(
      "The upload is too large. Please choose smaller files (at most 10 MB each) and try again.",
    );
    expect(errorMessage(en, fromProxy, undefined, "revision")).toBe("Please select an image smaller than 5MB");
    expect(errorMessage(en, fromProxy, undefined, "invoice")).toBe("The file is larger than 10 MB.");
    expect(errorMessage(he, fromProxy, undefined, "image")).toBe("התמונה גדולה מ-10MB.");
    expect(errorMessage(en, new ApiError(413, "file_too_large", serverWords), undefined, "image")).toBe(
      "The image is larger than 10 MB.",
    );
  });

  it("prefers a screen's variant and falls back to the plain code text", () => {
    const tooLarge = new ApiError(400, "file_too_large", "invoice.pdf is too large.");
    expect(errorMessage(en, tooLarge, undefined, "invoice")).toBe("The file is larger than 10 MB.");
    expect(errorMessage(en, tooLarge, undefined, "revision")).toBe("Please select an image smaller than 5MB");
    expect(errorMessage(en, tooLarge)).toBe("The file is too large. Each file can be at most 10 MB.");
    expect(errorMessage(en, new ApiError(409, "ticket_closed", serverWords), undefined, "invoice")).toBe(
      "This ticket is closed; replies are no longer possible.",
    );
  });

  it("never returns any server or library wording for any registered code", () => {
    for (const code of ERROR_CODES) {
      const error = new ApiError(400, code, serverWords);
      for (const t of [en, he]) {
        const text = errorMessage(t, error);
        expect(text).not.toBe(serverWords);
        expect(text).not.toBe(code);
      }
    }
    for (const code of AUTH_ERROR_CODES)
      expect(errorMessage(en, { status: 400, code, message: serverWords })).not.toBe(serverWords);
  });
});
