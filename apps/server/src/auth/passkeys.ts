import { getAuthenticatorName, passkey } from "@better-auth/passkey";
import { PASSKEY_NAME_MAX_LENGTH } from "@portal/shared/passkey-contracts";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { passkeys, sessions } from "../db/schema/index.ts";
import type { AuthEndpointPath } from "./allowed-endpoints.ts";

const SIGN_IN: AuthEndpointPath = "/passkey/verify-authentication";
const REGISTER_OPTIONS: AuthEndpointPath = "/passkey/generate-register-options";
const NAMED: ReadonlySet<string> = new Set([
  "/passkey/verify-registration",
  "/passkey/update-passkey",
] satisfies AuthEndpointPath[]);

const userNotVerified = () =>
  new APIError("BAD_REQUEST", {
    code: "passkey_user_not_verified",
    message: "Your device did not confirm it is you (fingerprint, face or PIN). Please try again.",
  });

/**
 * Better Auth's passkey plugin (decision 113). The relying party is the portal's configured public
 * address: a passkey made for it works only there. Every passkey must verify the person (biometrics
 * or a device PIN), so one passkey is two factors: a sign-in with it skips the SMS code and the
 * authenticator app, and counts as the second factor the agency may require of staff.
 */
export function passkeyPlugins(deps: {
  db: Database;
  publicUrl: string;
  /** The agency's brand as its settings say now. */
  brand: () => Promise<{ name: string }>;
}): BetterAuthPlugin[] {
  const { origin, hostname } = new URL(deps.publicUrl);
  const passkeyPlugin = passkey({
    rpID: hostname,
    origin,
    // A discoverable credential: "Sign in with a passkey" asks for no phone or e-mail first.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    registration: {
      afterVerification: async ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw userNotVerified();
        // Named after its password manager when the authenticator says which ("Google Password Manager").
        return { name: getAuthenticatorName(verification.registrationInfo.aaguid) };
      },
    },
    authentication: {
      afterVerification: async ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) throw userNotVerified();
      },
    },
    schema: { passkey: { modelName: "passkeys" } },
  });
  const portalRules: BetterAuthPlugin = {
    id: "portal-passkeys",
    hooks: {
      before: [
        {
          matcher: (ctx) => NAMED.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const name: unknown = ctx.body?.name;
            if (typeof name === "string" && name.trim().length > PASSKEY_NAME_MAX_LENGTH) {
              throw new APIError("BAD_REQUEST", {
                code: "passkey_name_too_long",
                message: `A passkey's name is at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === REGISTER_OPTIONS,
          // The device's prompt names the agency (decision 119), as its settings say now: no restart.
          handler: createAuthMiddleware(async (ctx) => {
            const options = ctx.context.returned;
            if (!isRegistrationOptions(options)) return;
            const { name } = await deps.brand();
            return ctx.json({ ...options, rp: { ...options.rp, name } });
          }),
        },
        {
          matcher: (ctx) => ctx.path === SIGN_IN,
          // The session remembers it was signed in with a passkey (the agency's second-factor rule reads it).
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession?.session;
            if (!created) return;
            await deps.db.update(sessions).set({ signedInWithPasskey: true }).where(eq(sessions.id, created.id));
            // When each passkey last signed in, for the person's admin page (decision 119).
            const credentialId: unknown = ctx.body?.response?.id;
            if (typeof credentialId !== "string") return;
            await deps.db
              .update(passkeys)
              .set({ lastUsedAt: new Date() })
              .where(and(eq(passkeys.credentialID, credentialId), eq(passkeys.userId, created.userId)));
          }),
        },
      ],
    },
  };
  return [passkeyPlugin, portalRules];
}

function isRegistrationOptions(value: unknown): value is { rp: { id?: string; name: string } } {
  return typeof value === "object" && value !== null && "rp" in value && typeof value.rp === "object";
}
