import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@portal/shared/auth-contracts";
import { OTP_LENGTH } from "@portal/shared/constants";
import { isSupportedE164 } from "@portal/shared/phone";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { accounts, passkeys, profiles, rateLimits, sessions, twoFactors, verifications } from "../db/schema/index.ts";
import { statusOf } from "../lib/error-status.ts";
import { type OriginPolicy, trustedOriginsFor } from "../lib/origin-policy.ts";
import {
  languageOf,
  type MailBrand,
  type NotificationTiming,
  setPasswordEmail,
  signInCodeText,
} from "../modules/notifications/index.ts";
import type { EmailProvider } from "../providers/email/email-provider.ts";
import type { EventBus } from "../providers/events/event-bus.ts";
import type { SmsProvider } from "../providers/sms/sms-provider.ts";
import {
  AUTH_BASE_PATH,
  type AuthEndpointPath,
  authRateLimitRules,
  type SignInMethod,
  signInMethodOf,
} from "./allowed-endpoints.ts";
import { publishCompaniesChanged } from "./company-cache.ts";
import { passkeyPlugins } from "./passkeys.ts";
import { admitPasswordSignIn, type PasswordRefusal } from "./password-limits.ts";
import {
  type AuthRateLimits,
  OTP_ALLOWED_ATTEMPTS,
  OTP_EXPIRES_IN_SECONDS,
  SET_PASSWORD_LINK_EXPIRES_IN_SECONDS,
} from "./rate-limits.ts";
import { publishSessionInvalidated } from "./session-events.ts";
import { recordSignInAddress } from "./sign-in-addresses.ts";
import { recordFailedSignIn, recordSignIn } from "./sign-in-audit.ts";
import { admitCodeSend, type Refusal } from "./sms-limits.ts";
import { strongSignInPlugins } from "./strong-sign-in.ts";
import { totpReplayPlugin } from "./totp-replay.ts";

/** The header the app sets from the socket address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export interface AuthDeps {
  db: Database;
  sms: SmsProvider;
  email: EmailProvider;
  events: EventBus;
  log?: Logger;
  secret: string;
  publicUrl: string;
  origins: OriginPolicy;
  rateLimits: AuthRateLimits;
  smsHourlyBudget: number;
  notificationTiming: NotificationTiming;
  /** The agency's brand as it is now (its settings), for the sign-in code and set-password texts. */
  brand: () => Promise<MailBrand>;
}

/** A refusal of the portal's limits in Better Auth's error shape (`{ code, message }`). */
function refusalError(refusal: Refusal): APIError {
  return new APIError(
    statusOf(refusal.code) === 503 ? "SERVICE_UNAVAILABLE" : "TOO_MANY_REQUESTS",
    { code: refusal.code, message: refusal.message },
    { "Retry-After": String(refusal.retryAfterSeconds) },
  );
}

function passwordRefusalError(refusal: PasswordRefusal): APIError {
  return new APIError(
    statusOf(refusal.code) === 429 ? "TOO_MANY_REQUESTS" : "UNAUTHORIZED",
    { code: refusal.code, message: refusal.message },
    refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : {},
  );
}

/** The trail's entry for one sign-in attempt, from what Better Auth answered. */
async function auditSignIn(
  db: Database,
  method: SignInMethod,
  body: Record<string, unknown> | undefined,
  returned: unknown,
  user: { id: string; email: string; name?: string | null } | undefined,
): Promise<void> {
  if (returned instanceof APIError) {
    const identifier = method === "sms" ? body?.phoneNumber : method === "password" ? body?.email : undefined;
    if (typeof identifier !== "string") return;
    const code = (returned.body as { code?: unknown } | undefined)?.code;
    await recordFailedSignIn(db, {
      method: method === "sms" ? "sms" : "password",
      identifier,
      reason: typeof code === "string" ? code : String(returned.status),
    });
  } else if (user) {
    await recordSignIn(db, user, method);
  }
}

export function createAuth(deps: AuthDeps) {
  const { db, rateLimits: limits } = deps;
  return betterAuth({
    // Better Auth's own name for the app (not shown to people); the agency's name is in its settings.
    appName: "Client portal",
    baseURL: deps.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    // The portal's own rule (lib/origin-policy.ts), per request: with PUBLIC_URL unset it includes
    // the origin the request was served at, so sign-in and sign-out work at any address.
    trustedOrigins: (request) => trustedOriginsFor(deps.origins, request?.url),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications, rateLimits, twoFactors, passkeys },
    }),
    user: {
      modelName: "profiles",
      fields: { name: "fullName" },
      additionalFields: {
        businessName: { type: "string", required: false, input: false },
        // Changed only through the portal's own admin routes (no auth admin plugin; record 016).
        role: { type: "string", required: false, input: false, defaultValue: "client" },
        // An admin's role in the agency (decision 096), changed only by an owner through the portal's role route.
        agencyRole: { type: "string", required: false, input: false },
        // Set through PUT /api/me/language only; read with the session so the web app saves it only when it changed.
        language: { type: "string", required: false, input: false, defaultValue: "en" },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Set by the passkey sign-in only (auth/passkeys.ts).
      additionalFields: { signedInWithPasskey: { type: "boolean", required: false, input: false, defaultValue: false } },
    },
    account: { modelName: "accounts" },
    databaseHooks: {
      // A person's profile is the account of their own company: its people's cached companies go (decision 121).
      user: {
        update: {
          after: async (user) => {
            await publishCompaniesChanged(deps.events, user.id, user.id);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await recordSignInAddress(db, session.userId, session.ipAddress);
          },
        },
        // Sign-out and every other way a session row goes: open event streams of it end at once.
        delete: {
          after: async (session) => {
            await publishSessionInvalidated(deps.events, session.userId, session.id);
          },
        },
      },
    },
    hooks: {
      // Before the code is made: a refused request must not replace the code the owner already has.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === ("/sign-in/email" satisfies AuthEndpointPath)) {
          const email: unknown = ctx.body?.email;
          if (typeof email !== "string") return;
          const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
          const refusal = await admitPasswordSignIn({ db, rateLimits: limits }, { email, address });
          if (refusal) {
            await recordFailedSignIn(db, { method: "password", identifier: email, reason: refusal.code });
            throw passwordRefusalError(refusal);
          }
          return;
        }
        if (ctx.path !== ("/phone-number/send-otp" satisfies AuthEndpointPath)) return;
        const phone: unknown = ctx.body?.phoneNumber;
        if (typeof phone !== "string" || !isSupportedE164(phone)) return;
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
        const refusal = await admitCodeSend(
          {
            db,
            log: deps.log,
            rateLimits: limits,
            smsHourlyBudget: deps.smsHourlyBudget,
            notificationTiming: deps.notificationTiming,
          },
          { phone, address },
        );
        if (refusal) throw refusalError(refusal);
      }),
      // Better Auth answers success even when the session row could not be deleted; say it failed.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== ("/sign-out" satisfies AuthEndpointPath)) return;
        const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        if (token && (await ctx.context.internalAdapter.findSession(token))) {
          throw new APIError("SERVICE_UNAVAILABLE", {
            code: "sign_out_failed",
            message: "You could not be signed out. Please try again.",
          });
        }
      }),
    },
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
        const brand = await deps.brand();
        const language = languageOf((user as { language?: string | null }).language);
        await deps.email.send(setPasswordEmail(user.email, user.name, link, { brand, language }));
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: limits.default.window,
      max: limits.default.max,
      customRules: authRateLimitRules(limits),
    },
    advanced: {
      // Better Auth skips its origin check under NODE_ENV=test by default; the API tests run it too.
      disableOriginCheck: false,
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
        // The limits were applied before the code was made (hooks.before above).
        sendOTP: async ({ phoneNumber: phone, code }) => {
          // Codes go only to numbers in the system; others were already told so by check-phone-exists.
          const [known] = await db
            .select({ id: profiles.id, language: profiles.language })
            .from(profiles)
            .where(eq(profiles.phone, phone))
            .limit(1);
          if (!known) return;
          const brand = await deps.brand();
          await deps.sms.send(phone, signInCodeText(brand.name, code, languageOf(known.language)));
        },
      }),
      ...strongSignInPlugins(deps),
      totpReplayPlugin(db),
      ...passkeyPlugins(deps),
      // Last: after a first factor that asks for a second one, no session is left to record.
      signInAuditPlugin(db),
    ],
  });
}

/** Second factors that confirm a new authenticator app for a signed-in person are not sign-ins. */
const SECOND_FACTORS: ReadonlySet<SignInMethod> = new Set(["totp", "recovery_code"]);

/** Records every sign-in and refused sign-in of the allowed endpoints that sign people in. */
function signInAuditPlugin(db: Database): BetterAuthPlugin {
  return {
    id: "portal-sign-in-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) => signInMethodOf(ctx.path ?? "") !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const method = signInMethodOf(ctx.path);
            if (!method) return;
            if (SECOND_FACTORS.has(method)) {
              const signedIn = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
              if (signedIn) return;
            }
            await auditSignIn(db, method, ctx.body, ctx.context.returned, ctx.context.newSession?.user);
          }),
        },
      ],
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
