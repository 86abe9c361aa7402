import { passkeyClient } from "@better-auth/passkey/client";
import { magicLinkClient, phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** Better Auth's browser client for the sign-in endpoints under /api/auth. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  // The second step is shown in place by the sign-in screens (they read `twoFactorRedirect`).
  plugins: [phoneNumberClient(), twoFactorClient(), magicLinkClient(), passkeyClient()],
});
