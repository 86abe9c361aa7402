import type { RateLimitRule } from "../lib/rate-limit.ts";

/**
 * Limits of the sign-in surface; tests may lower them to exercise the refusals. "Address" is the
 * client address (IPv6 by /64, see lib/address-key.ts). The figures and why are in decision 017.
 */
export interface AuthRateLimits {
  /** Better Auth's default per client address and path. */
  default: RateLimitRule;
  /** Sending a code, per client address (Better Auth's rule). */
  sendOtpPerIp: RateLimitRule;
  /** Phone look-ups per client address: `check-phone-exists` and code sends counted together. */
  phoneLookupsPerIp: RateLimitRule;
  /** Codes sent to one phone for one address: what stops a single abuser. */
  sendOtpPerPhoneAndIp: RateLimitRule;
  /** The same per day. */
  sendOtpPerPhoneAndIpDaily: RateLimitRule;
  /**
   * Codes sent to one phone from all addresses the person has not signed in from: what stops
   * many abusers. Kept above what one address may send, so one abuser never locks the owner out.
   */
  sendOtpPerPhone: RateLimitRule;
  /** The same per day. */
  sendOtpPerPhoneDaily: RateLimitRule;
  /** Checking a code, per client address (each code also allows only a few tries). */
  verifyOtpPerIp: RateLimitRule;
  /** Password sign-in and set-password, per client address. */
  passwordPerIp: RateLimitRule;
  /** Password sign-ins to one account from one address: what stops a single guesser. */
  passwordPerEmailAndIp: RateLimitRule;
  /** The same per day. */
  passwordPerEmailAndIpDaily: RateLimitRule;
  /** Password sign-ins to one account from addresses the person has not signed in from. */
  passwordPerEmail: RateLimitRule;
  /** The same per day. */
  passwordPerEmailDaily: RateLimitRule;
  /** Sign-in links sent by e-mail, per client address (decision 108). */
  signInLinkPerIp: RateLimitRule;
  /** Enrolling, removing and checking an authenticator app or recovery code, per client address. */
  secondFactorPerIp: RateLimitRule;
  /** Adding, renaming and removing a passkey and signing in with one, per client address (decision 113). */
  passkeyPerIp: RateLimitRule;
  /** `check-phone-exists`, per client address. */
  checkPhonePerIp: RateLimitRule;
  /** `check-phone-exists` for one phone from one address. */
  checkPhonePerPhoneAndIp: RateLimitRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const defaultAuthRateLimits: AuthRateLimits = {
  default: { window: MINUTE, max: 100 },
  sendOtpPerIp: { window: MINUTE, max: 30 },
  phoneLookupsPerIp: { window: HOUR, max: 60 },
  sendOtpPerPhoneAndIp: { window: 15 * MINUTE, max: 3 },
  sendOtpPerPhoneAndIpDaily: { window: DAY, max: 10 },
  sendOtpPerPhone: { window: HOUR, max: 20 },
  sendOtpPerPhoneDaily: { window: DAY, max: 30 },
  verifyOtpPerIp: { window: MINUTE, max: 30 },
  passwordPerIp: { window: MINUTE, max: 10 },
  // As many guesses as three codes with three tries each allow, and the same daily ceilings.
  passwordPerEmailAndIp: { window: 15 * MINUTE, max: 9 },
  passwordPerEmailAndIpDaily: { window: DAY, max: 30 },
  passwordPerEmail: { window: HOUR, max: 20 },
  passwordPerEmailDaily: { window: DAY, max: 30 },
  signInLinkPerIp: { window: MINUTE, max: 5 },
  secondFactorPerIp: { window: MINUTE, max: 20 },
  passkeyPerIp: { window: MINUTE, max: 20 },
  checkPhonePerIp: { window: MINUTE, max: 30 },
  checkPhonePerPhoneAndIp: { window: 15 * MINUTE, max: 10 },
};

/** How long an address a person signed in from counts as theirs. */
export const SIGN_IN_ADDRESS_TRUSTED_DAYS = 90;

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
