import { createRouter } from "../../lib/openapi.ts";
import { receiveWebhook } from "./webhook-service.ts";

/** Provider webhooks: the raw body is verified by the provider's signature (no session). */
export const webhookRoutes = createRouter();

webhookRoutes.post("/billing/webhooks/:provider", async (c) => {
  const provider = c.req.param("provider");
  const signature = c.req.header(provider === "stripe" ? "stripe-signature" : "sandbox-signature");
  const result = await receiveWebhook(c.var.deps, provider, await c.req.text(), signature);
  return c.json(result, 200);
});
