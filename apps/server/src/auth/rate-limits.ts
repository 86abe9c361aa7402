import type { RateLimitRule } from "../lib/rate-limit.ts";

/** Limits of the sign-in surface; tests may lower them to exercise the refusals. */
export interface AuthRateLimits {
  /** Better Auth's default per client IP and path. */
  default: RateLimitRule;
  /** Sending a code, per client IP. */
  sendOtpPerIp: RateLimitRule;
  /** Sending a code, per phone number, whoever asks. */
  sendOtpPerPhone: RateLimitRule;
  /** Checking a code, per client IP (each code also allows only a few tries). */
  verifyOtpPerIp: RateLimitRule;
  /** Password sign-in and set-password, per client IP. */
  passwordPerIp: RateLimitRule;
  /** `check-phone-exists`, per client IP. */
  checkPhonePerIp: RateLimitRule;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  default: { window: 60, max: 100 },
  sendOtpPerIp: { window: 60, max: 30 },
  sendOtpPerPhone: { window: 600, max: 10 },
  verifyOtpPerIp: { window: 60, max: 30 },
  passwordPerIp: { window: 60, max: 10 },
  checkPhonePerIp: { window: 60, max: 30 },
};

/** Code settings: six digits, valid five minutes, three tries per code. */
export const OTP_EXPIRES_IN_SECONDS = 300;
export const OTP_ALLOWED_ATTEMPTS = 3;
/** A set-password link is valid three days. */
export const SET_PASSWORD_LINK_EXPIRES_IN_SECONDS = 3 * 24 * 60 * 60;

/** The default limits with every `max` multiplied (configuration `RATE_LIMIT_MULTIPLIER`). */
export function scaledAuthRateLimits(multiplier: number): AuthRateLimits {
  return Object.fromEntries(
    Object.entries(defaultAuthRateLimits).map(([name, rule]) => [name, { ...rule, max: Math.ceil(rule.max * multiplier) }]),
  ) as unknown as AuthRateLimits;
}
