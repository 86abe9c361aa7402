import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@portal/shared/auth-contracts";
import { OTP_LENGTH } from "@portal/shared/constants";
import { isSupportedE164 } from "@portal/shared/phone";
import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, phoneNumber } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accounts, profiles, rateLimits, sessions, verifications } from "../db/schema/index.ts";
import { consumeRateLimit } from "../lib/rate-limit.ts";
import type { EmailProvider } from "../providers/email/email-provider.ts";
import type { SmsProvider } from "../providers/sms/sms-provider.ts";
import {
  type AuthRateLimits,
  OTP_ALLOWED_ATTEMPTS,
  OTP_EXPIRES_IN_SECONDS,
  SET_PASSWORD_LINK_EXPIRES_IN_SECONDS,
} from "./rate-limits.ts";
import { setPasswordEmail } from "./set-password-email.ts";

/** The header the app sets from the socket address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export interface AuthDeps {
  db: Database;
  sms: SmsProvider;
  email: EmailProvider;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  rateLimits: AuthRateLimits;
}

export function createAuth(deps: AuthDeps) {
  const { db, rateLimits: limits } = deps;
  return betterAuth({
    appName: "Bright Pixel Studio",
    baseURL: deps.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      modelName: "profiles",
      fields: { name: "fullName" },
      additionalFields: {
        businessName: { type: "string", required: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // People come in through an admin's "Add client"; nobody signs up alone.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${deps.publicUrl}/set-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
        await deps.email.send(setPasswordEmail(user.email, user.name, link));
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: limits.default.window,
      max: limits.default.max,
      customRules: {
        "/phone-number/send-otp": limits.sendOtpPerIp,
        "/phone-number/verify": limits.verifyOtpPerIp,
        "/sign-in/email": limits.passwordPerIp,
        "/reset-password": limits.passwordPerIp,
        "/request-password-reset": limits.passwordPerIp,
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: "portal",
    },
    telemetry: { enabled: false },
    plugins: [
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        phoneNumberValidator: (phone) => isSupportedE164(phone),
        schema: { user: { fields: { phoneNumber: "phone", phoneNumberVerified: "phoneVerified" } } },
        sendOTP: async ({ phoneNumber: phone, code }) => {
          const perPhone = await consumeRateLimit(db, `sms:${phone}`, limits.sendOtpPerPhone);
          if (!perPhone.allowed) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message: "Too many codes were sent to this number. Please try again later.",
            });
          }
          // Codes go only to numbers in the system; others were already told so by check-phone-exists.
          const [known] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.phone, phone)).limit(1);
          if (!known) return;
          await deps.sms.send(phone, `Your Bright Pixel Studio verification code is ${code}`);
        },
      }),
      admin({ defaultRole: "client", adminRoles: ["admin"] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
