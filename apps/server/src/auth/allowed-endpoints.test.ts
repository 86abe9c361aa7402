import { describe, expect, it } from "vitest";
import {
  ALLOWED_AUTH_ENDPOINTS,
  AUTH_BASE_PATH,
  authRateLimitRules,
  isAllowedAuthEndpoint,
  signInMethodOf,
} from "./allowed-endpoints.ts";
import { defaultAuthRateLimits } from "./rate-limits.ts";

describe("the one table of allowed auth endpoints", () => {
  it("allows exactly its endpoints, with or without a trailing slash", () => {
    expect([...ALLOWED_AUTH_ENDPOINTS]).toContain("POST /phone-number/verify");
    expect(isAllowedAuthEndpoint("post", `${AUTH_BASE_PATH}/sign-out/`)).toBe(true);
    expect(isAllowedAuthEndpoint("POST", `${AUTH_BASE_PATH}/request-password-reset`)).toBe(false);
    expect(isAllowedAuthEndpoint("GET", `${AUTH_BASE_PATH}/phone-number/verify`)).toBe(false);
    expect(isAllowedAuthEndpoint("GET", `${AUTH_BASE_PATH}/magic-link/verify`)).toBe(true);
    expect(isAllowedAuthEndpoint("POST", `${AUTH_BASE_PATH}/two-factor/get-totp-uri`)).toBe(false);
    expect(isAllowedAuthEndpoint("POST", `${AUTH_BASE_PATH}/two-factor/generate-backup-codes`)).toBe(false);
    expect(isAllowedAuthEndpoint("GET", `${AUTH_BASE_PATH}/passkey/generate-authenticate-options`)).toBe(true);
    expect(isAllowedAuthEndpoint("GET", `${AUTH_BASE_PATH}/passkey/list-user-passkeys`)).toBe(false);
  });

  it("gives Better Auth a per-address limit only for the allowed endpoints that have one", () => {
    const limits = defaultAuthRateLimits;
    expect(authRateLimitRules(limits)).toEqual({
      "/phone-number/send-otp": limits.sendOtpPerIp,
      "/phone-number/verify": limits.verifyOtpPerIp,
      "/sign-in/email": limits.passwordPerIp,
      "/reset-password": limits.passwordPerIp,
      "/sign-in/magic-link": limits.signInLinkPerIp,
      "/magic-link/verify": limits.verifyOtpPerIp,
      "/two-factor/enable": limits.secondFactorPerIp,
      "/two-factor/disable": limits.secondFactorPerIp,
      "/two-factor/verify-totp": limits.secondFactorPerIp,
      "/two-factor/verify-backup-code": limits.secondFactorPerIp,
      "/passkey/generate-register-options": limits.passkeyPerIp,
      "/passkey/verify-registration": limits.passkeyPerIp,
      "/passkey/update-passkey": limits.passkeyPerIp,
      "/passkey/delete-passkey": limits.passkeyPerIp,
      "/passkey/generate-authenticate-options": limits.passkeyPerIp,
      "/passkey/verify-authentication": limits.passkeyPerIp,
    });
  });

  it("names the sign-in method of a path, relative or under the base path", () => {
    expect(signInMethodOf("/phone-number/verify")).toBe("sms");
    expect(signInMethodOf(`${AUTH_BASE_PATH}/sign-in/email`, AUTH_BASE_PATH)).toBe("password");
    expect(signInMethodOf("/magic-link/verify")).toBe("email_link");
    expect(signInMethodOf("/two-factor/verify-backup-code")).toBe("recovery_code");
    expect(signInMethodOf("/passkey/verify-authentication")).toBe("passkey");
    expect(signInMethodOf("/sign-out")).toBeUndefined();
    expect(signInMethodOf("/toString")).toBeUndefined();
    expect(signInMethodOf("/api/other/sign-in/email", AUTH_BASE_PATH)).toBeUndefined();
  });
});
