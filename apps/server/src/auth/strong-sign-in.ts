import { createHash, randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles, verifications } from "../db/schema/index.ts";
import { languageOf, type MailBrand, signInLinkEmail } from "../modules/notifications/index.ts";
import type { EmailProvider } from "../providers/email/email-provider.ts";
import type { AuthEndpointPath } from "./allowed-endpoints.ts";
import { SET_PASSWORD_LINK_EXPIRES_IN_SECONDS } from "./rate-limits.ts";

/** A sign-in link works once and for five minutes. */
const SIGN_IN_LINK_EXPIRES_IN_SECONDS = 300;

/** The web page an e-mailed sign-in link opens; it checks the token through `/magic-link/verify`. */
const SIGN_IN_LINK_PAGE = "/login/link";

/**
 * First-factor sign-ins the two-factor plugin does not watch itself (it knows `/sign-in/email`):
 * after these, a person with an authenticator app is asked for its code too.
 */
const OTHER_FIRST_FACTORS: ReadonlySet<string> = new Set([
  "/phone-number/verify",
  "/magic-link/verify",
] satisfies AuthEndpointPath[]);

interface StrongSignInDeps {
  db: Database;
  email: EmailProvider;
  publicUrl: string;
  brand: () => Promise<MailBrand>;
}

/** Sign-in link tokens are stored hashed: a copy of the table signs nobody in. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Better Auth's `two-factor` (authenticator app and recovery codes, decision 108), applied after
 * every first factor the portal has, and `magic-link` (a one-time e-mailed link instead of an SMS
 * code) for people already in the portal.
 */
export function strongSignInPlugins(deps: StrongSignInDeps): BetterAuthPlugin[] {
  const twoFactorPlugin = twoFactor({
    // Most people sign in by SMS code and have no password to confirm the change with.
    allowPasswordless: true,
    schema: { twoFactor: { modelName: "twoFactors" } },
    backupCodeOptions: { amount: 10, length: 10 },
  });
  const challenge = twoFactorPlugin.hooks.after[0];
  const challengeOtherFirstFactors: BetterAuthPlugin = {
    id: "portal-second-factor",
    // The plugin's own step (the session is held back and a two-factor cookie set), on more paths.
    hooks: { after: [{ matcher: (ctx) => OTHER_FIRST_FACTORS.has(ctx.path ?? ""), handler: challenge.handler }] },
  };
  const signInLink = magicLink({
    disableSignUp: true,
    expiresIn: SIGN_IN_LINK_EXPIRES_IN_SECONDS,
    storeToken: { type: "custom-hasher", hash: async (token) => hashToken(token) },
    sendMagicLink: async ({ email, token }) => {
      // Links go only to people in the portal; anyone else hears the same "sent" answer.
      const [known] = await deps.db
        .select({ fullName: profiles.fullName, language: profiles.language })
        .from(profiles)
        .where(eq(profiles.email, email.toLowerCase()))
        .limit(1);
      if (!known) return;
      const link = `${deps.publicUrl}${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`;
      const brand = await deps.brand();
      await deps.email.send(signInLinkEmail(email, known.fullName, link, { brand, language: languageOf(known.language) }));
    },
  });
  return [signInLink, signInLinkChecks(deps.db), twoFactorPlugin, challengeOtherFirstFactors];
}

/**
 * The sign-in link's checks before `/magic-link/verify`: the page asks for JSON (a redirect
 * would set the session before the second factor is asked), and a valid link proves the mailbox,
 * so the person's e-mail counts as verified first; otherwise Better Auth would treat their password
 * and other sessions as unproven and delete them. A used or expired link answers 400 JSON here
 * rather than the library's redirect to the home page.
 */
function signInLinkChecks(db: Database): BetterAuthPlugin {
  const isVerify = (ctx: { path?: string }) => ctx.path === ("/magic-link/verify" satisfies AuthEndpointPath);
  return {
    id: "portal-sign-in-link",
    hooks: {
      before: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const query = (ctx.query ?? {}) as Record<string, unknown>;
            if (["callbackURL", "newUserCallbackURL", "errorCallbackURL"].some((k) => query[k] !== undefined)) {
              throw new APIError("BAD_REQUEST", { code: "invalid_request", message: "The sign-in link page takes no redirect." });
            }
            if (typeof query.token !== "string") return;
            const [row] = await db
              .select({ value: verifications.value, expiresAt: verifications.expiresAt })
              .from(verifications)
              .where(eq(verifications.identifier, `magic-link:${hashToken(query.token)}`))
              .limit(1);
            const email = row && row.expiresAt > new Date() ? emailOf(row.value) : null;
            if (!email) {
              throw new APIError("BAD_REQUEST", {
                code: "sign_in_link_invalid",
                message: "This sign-in link was used already or has expired. Ask for a new one.",
              });
            }
            await db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, email.toLowerCase()));
          }),
        },
      ],
    },
  };
}

function emailOf(value: string): string | null {
  try {
    const parsed = JSON.parse(value) as { type?: unknown; email?: unknown };
    return parsed.type === "magic-link" && typeof parsed.email === "string" ? parsed.email : null;
  } catch {
    return null;
  }
}

/**
 * A one-time sign-in link for a colleague invited by phone (decision 115): the e-mailed link's own
 * token, stored and checked the same way (`/login/link` and `/magic-link/verify`), but valid as
 * long as a set-password link, since an invitation is not answered within five minutes.
 */
export async function invitationSignInLink(db: Database, email: string, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verifications).values({
    identifier: `magic-link:${hashToken(token)}`,
    value: JSON.stringify({ type: "magic-link", email }),
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_EXPIRES_IN_SECONDS * 1000),
  });
  return `${publicUrl}${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`;
}
