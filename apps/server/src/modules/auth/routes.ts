import { createRoute } from "@hono/zod-openapi";
import { checkPhoneExistsRequest, checkPhoneExistsResponse } from "@portal/shared/auth-contracts";
import { profileSchema } from "@portal/shared/profile";
import { currentUser } from "../../auth/session-middleware.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { consumeRateLimit } from "../../lib/rate-limit.ts";
import { phoneExists } from "./service.ts";

export const authRoutes = createRouter()
  .openapi(
    createRoute({
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
      const { db, config } = c.var.deps;
      const limit = await consumeRateLimit(db, `check-phone:${clientIp(c)}`, config.rateLimits.checkPhonePerIp);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        throw new HttpError(429, "too_many_requests", "Too many requests. Please try again later.");
      }
      const { phone } = c.req.valid("json");
      return c.json({ exists: await phoneExists(db, phone) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/me",
      tags: ["auth"],
      responses: { 200: jsonContent(profileSchema, "The signed-in person's profile"), 401: errorResponses[401] },
    }),
    (c) => {
      const user = currentUser(c);
      return c.json(
        {
          id: user.id,
          email: user.email,
          phone: user.phone,
          role: user.role,
          fullName: user.fullName,
          businessName: user.businessName,
          createdAt: user.createdAt.toISOString(),
        },
        200,
      );
    },
  );
