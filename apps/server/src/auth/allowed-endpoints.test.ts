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
  });

  it("gives Better Auth a per-address limit only for the allowed endpoints that have one", () => {
    const limits = defaultAuthRateLimits;
    expect(authRateLimitRules(limits)).toEqual({
      "/phone-number/send-otp": limits.sendOtpPerIp,
      "/phone-number/verify": limits.verifyOtpPerIp,
      "/sign-in/email": limits.passwordPerIp,
      "/reset-password": limits.passwordPerIp,
    });
  });

  it("names the sign-in method of a path, relative or under the base path", () => {
    expect(signInMethodOf("/phone-number/verify")).toBe("sms");
    expect(signInMethodOf(`${AUTH_BASE_PATH}/sign-in/email`, AUTH_BASE_PATH)).toBe("password");
    expect(signInMethodOf("/sign-out")).toBeUndefined();
    expect(signInMethodOf("/toString")).toBeUndefined();
    expect(signInMethodOf("/api/other/sign-in/email", AUTH_BASE_PATH)).toBeUndefined();
  });
});
