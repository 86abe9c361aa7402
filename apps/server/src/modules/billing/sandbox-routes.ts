import { z } from "zod";
import { requireRole } from "../../auth/session-middleware.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createRouter } from "../../lib/openapi.ts";
import { renderSandboxCheckout } from "./sandbox-checkout-page.ts";
import { cancelSandboxCheckout, endSandboxPeriods, findSandboxCheckout, paySandboxCheckout } from "./sandbox-service.ts";

/** The sandbox provider's checkout page (what Stripe Checkout is for real payments). */
export const sandboxRoutes = createRouter();

sandboxRoutes.get("/sandbox/checkout/:id", async (c) => {
  const checkout = await findSandboxCheckout(c.var.deps, c.req.param("id"));
  c.header("Cache-Control", "no-store");
  return c.html(renderSandboxCheckout(checkout));
});

sandboxRoutes.post("/sandbox/checkout/:id/pay", async (c) =>
  c.redirect(await paySandboxCheckout(c.var.deps, c.req.param("id")), 303),
);

sandboxRoutes.post("/sandbox/checkout/:id/cancel", async (c) =>
  c.redirect(await cancelSandboxCheckout(c.var.deps, c.req.param("id")), 303),
);

const endPeriodRequest = z.object({ email: z.email().optional() });

/** Admin, sandbox only: ends the current period now (of one customer, or every one that is due). */
sandboxRoutes.post("/sandbox/subscriptions/end-period", requireRole("admin"), async (c) => {
  const parsed = endPeriodRequest.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success) throw new HttpError(400, "invalid_request", "The request is not valid.");
  const ended = await endSandboxPeriods(c.var.deps, { email: parsed.data.email });
  return c.json({ ended }, 200);
});
