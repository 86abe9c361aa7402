import { checkPhoneExistsRequest, checkPhoneExistsResponse } from "@portal/shared/auth-contracts";
import { profileSchema, sessionResponse } from "@portal/shared/profile";
import { publicRoute, signedInRoute } from "../../auth/route-access.ts";
import { staffMustUseSecondFactor } from "../../auth/second-factor-rule.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { toProfile } from "../../auth/session-user.ts";
import { admitPhoneLookup, smsLimitDeps } from "../../auth/sms-limits.ts";
import { AppError } from "../../lib/app-error.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { phoneExists } from "./phone-service.ts";

export const authRoutes = createRouter()
  .openapi(
    publicRoute({
      method: "post",
      path: "/check-phone-exists",
      tags: ["auth"],
      request: { body: { content: { "application/json": { schema: checkPhoneExistsRequest } }, required: true } },
      responses: {
        200: jsonContent(checkPhoneExistsResponse, "Whether a person has this phone"),
        400: errorResponses[400],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { db } = c.get("deps");
      const { phone } = c.req.valid("json");
      const refusal = await admitPhoneLookup(smsLimitDeps(c.get("deps")), { phone, address: clientIp(c) });
      if (refusal) {
        c.header("Retry-After", String(refusal.retryAfterSeconds));
        throw new AppError(refusal.code, refusal.message);
      }
      return c.json({ exists: await phoneExists(db, phone) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: "get",
      path: "/me",
      tags: ["auth"],
      responses: { 200: jsonContent(profileSchema, "The signed-in person's profile"), 401: errorResponses[401] },
    }),
    async (c) => c.json(toProfile(currentUser(c), await staffMustUseSecondFactor(c.get("deps").db)), 200),
  )
  .openapi(
    publicRoute({
      method: "get",
      path: "/session",
      tags: ["auth"],
      responses: { 200: jsonContent(sessionResponse, "The signed-in person's profile, or null when signed out") },
    }),
    // A signed-out visitor is an answer, not an error: the browser logs no failed request.
    async (c) => {
      const user = c.get("user");
      return c.json({ profile: user ? toProfile(user, await staffMustUseSecondFactor(c.get("deps").db)) : null }, 200);
    },
  );
