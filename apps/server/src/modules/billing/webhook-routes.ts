import { z } from "zod";
import { publicRoute } from "../../auth/route-access.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { receiveWebhook } from "./webhook-service.ts";

/** Provider webhooks: the raw body is verified by the provider's signature (no session). */
export const webhookRoutes = createRouter();

webhookRoutes.openapi(
  publicRoute({
    method: "post",
    path: "/billing/webhooks/{provider}",
    tags: ["billing"],
    description:
      "A payment provider's event, signed in the `stripe-signature` (or, for the sandbox, `sandbox-signature`) header. Anonymous by design: the signature over the exact body is the proof.",
    request: {
      params: z.object({ provider: z.string() }),
      // A plain JSON Schema, not zod, so nothing parses the body before its signature is checked.
      body: { content: { "application/json": { schema: { type: "object" } } }, required: true },
    },
    responses: {
      200: jsonContent(z.object({ received: z.literal(true), duplicate: z.boolean() }), "The event was recorded"),
      400: { ...errorResponses[400], description: "The signature is missing or not valid" },
      404: { ...errorResponses[404], description: "Not the portal's payment provider" },
      500: { ...errorResponses[400], description: "The event could not be processed; the provider delivers it again" },
    },
  }),
  async (c) => {
    const provider = c.req.param("provider");
    const signature = c.req.header(provider === "stripe" ? "stripe-signature" : "sandbox-signature");
    const result = await receiveWebhook(c.get("deps"), provider, await c.req.text(), signature);
    return c.json(result, 200);
  },
);
