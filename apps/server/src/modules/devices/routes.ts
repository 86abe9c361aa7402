import { devicesResponse, endedSessionsResponse, secondFactorResetResponse } from "@portal/shared/device-contracts";
import { adminPasskeysResponse, passkeysResponse } from "@portal/shared/passkey-contracts";
import { z } from "zod";
import { adminRoute, signedInRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "../../lib/idempotency.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { endAllSessions, listDevices, revokeDevice, revokeOtherDevices } from "./device-service.ts";
import { listPasskeys, listPasskeysForAdmin, removePasskeyOf } from "./passkey-service.ts";
import { resetSecondFactor } from "./second-factor-reset-service.ts";

const byId = z.object({ id: z.uuid() });
const byPasskey = z.object({ id: z.uuid(), passkeyId: z.uuid() });

/** The asker's user and session; every signed-in request has both. */
function askerOf(c: Parameters<typeof currentUser>[0]) {
  return { userId: currentUser(c).id, sessionId: c.get("sessionId") ?? "" };
}

/** "Your devices" (the signed-in person's own sessions), an admin's "End all sessions" and "Reset second factor". */
export const deviceRoutes = createRouter();
deviceRoutes
  .openapi(
    signedInRoute({
      method: "get",
      path: "/me/devices",
      tags: ["devices"],
      responses: shape.readAnswers(devicesResponse, "The person's sessions, the current one first"),
    }),
    async (c) => c.json({ devices: await listDevices(c.get("deps"), askerOf(c)) }, 200),
  )
  .openapi(
    signedInRoute({
      method: "delete",
      path: "/me/devices/{id}",
      tags: ["devices"],
      request: { params: byId },
      responses: shape.readAnswers(shape.okBody, "The session ended"),
    }),
    async (c) => shape.answerOk(c, revokeDevice(c.get("deps"), askerOf(c), c.req.valid("param").id)),
  )
  .openapi(
    signedInRoute({
      method: "post",
      path: "/me/devices/sign-out-others",
      tags: ["devices"],
      responses: shape.readAnswers(endedSessionsResponse, "Every other session ended"),
    }),
    async (c) => c.json({ ended: await revokeOtherDevices(c.get("deps"), askerOf(c)) }, 200),
  )
  .openapi(
    signedInRoute({
      method: "get",
      path: "/me/passkeys",
      tags: ["devices"],
      description: "The person's passkeys; they are added, renamed and removed through `/api/auth/passkey/*` (decision 113).",
      responses: { 200: jsonContent(passkeysResponse, "The person's passkeys, oldest first"), ...errorResponses },
    }),
    async (c) => c.json({ passkeys: await listPasskeys(c.get("deps"), currentUser(c).id) }, 200),
  )
  .openapi(
    adminRoute("users.write", {
      method: "post",
      path: "/admin/users/{id}/end-sessions",
      tags: ["devices"],
      request: { params: byId },
      responses: shape.readAnswers(endedSessionsResponse, "Every session of the person ended"),
    }),
    async (c) => {
      const user = currentUser(c);
      const actor = { ...actorOf(user), agencyRole: user.agencyRole };
      return c.json({ ended: await endAllSessions(c.get("deps"), actor, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    adminRoute("users.write", {
      method: "post",
      path: "/admin/users/{id}/reset-second-factor",
      middleware: [idempotency] as const,
      tags: ["devices"],
      description:
        "Deletes the person's authenticator app and recovery codes (decision 114); a staff member's needs `roles.write`. `reset` is false when they had none.",
      request: { headers: idempotencyHeaders, params: byId },
      responses: { 200: jsonContent(secondFactorResetResponse, "The app removed"), ...errorResponses, ...idempotencyResponses },
    }),
    async (c) => {
      const user = currentUser(c);
      const actor = { ...actorOf(user), agencyRole: user.agencyRole };
      return c.json(await resetSecondFactor(c.get("deps"), actor, c.req.valid("param").id), 200);
    },
  )
  .openapi(
    adminRoute("users.read", {
      method: "get",
      path: "/admin/users/{id}/passkeys",
      tags: ["devices"],
      request: { params: byId },
      responses: { 200: jsonContent(adminPasskeysResponse, "The person's passkeys, oldest first"), ...errorResponses },
    }),
    async (c) => c.json({ passkeys: await listPasskeysForAdmin(c.get("deps"), c.req.valid("param").id) }, 200),
  )
  .openapi(
    adminRoute("users.write", {
      method: "delete",
      path: "/admin/users/{id}/passkeys/{passkeyId}",
      tags: ["devices"],
      description: "Removes one of the person's passkeys (decision 119); a staff member's needs `roles.write`.",
      request: { params: byPasskey },
      responses: shape.readAnswers(shape.okBody, "The passkey removed"),
    }),
    async (c) => {
      const user = currentUser(c);
      const { id, passkeyId } = c.req.valid("param");
      return shape.answerOk(c, removePasskeyOf(c.get("deps"), { ...actorOf(user), agencyRole: user.agencyRole }, id, passkeyId));
    },
  );
