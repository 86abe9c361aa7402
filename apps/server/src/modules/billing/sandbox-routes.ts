import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { requireRole } from "../../auth/session-middleware.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createRouter } from "../../lib/openapi.ts";
import { renderSandboxCheckout, renderSandboxCheckoutRefusal } from "./sandbox-checkout-page.ts";
import { cancelSandboxCheckout, endSandboxPeriods, findOwnSandboxCheckout, paySandboxCheckout } from "./sandbox-service.ts";

/**
 * The sandbox provider's checkout page (what Stripe Checkout is for real payments). Only the
 * signed-in buyer may see, pay or cancel their checkout; the page and its forms answer in HTML.
 */
export const sandboxRoutes = createRouter();

/** Runs a checkout page action; a refusal (signed out, not theirs) is shown as a page too. */
async function asPage(c: Context<AppEnv>, action: () => Promise<Response>): Promise<Response> {
  c.header("Cache-Control", "no-store");
  try {
    return await action();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 404)) {
      return c.html(renderSandboxCheckoutRefusal(error.status), error.status);
    }
    throw error;
  }
}

sandboxRoutes.get("/sandbox/checkout/:id", (c) =>
  asPage(c, async () => c.html(renderSandboxCheckout(await findOwnSandboxCheckout(c.var.deps, c.req.param("id"), c.var.user)))),
);

sandboxRoutes.post("/sandbox/checkout/:id/pay", (c) =>
  asPage(c, async () => c.redirect(await paySandboxCheckout(c.var.deps, c.req.param("id"), c.var.user), 303)),
);

sandboxRoutes.post("/sandbox/checkout/:id/cancel", (c) =>
  asPage(c, async () => c.redirect(await cancelSandboxCheckout(c.var.deps, c.req.param("id"), c.var.user), 303)),
);

const endPeriodRequest = z.object({ email: z.email().optional() });

/** Admin, sandbox only: ends the current period now (of one customer, or every one that is due). */
sandboxRoutes.post("/sandbox/subscriptions/end-period", requireRole("admin"), async (c) => {
  const parsed = endPeriodRequest.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success) throw new HttpError(400, "invalid_request", "The request is not valid.");
  const ended = await endSandboxPeriods(c.var.deps, { email: parsed.data.email });
  return c.json({ ended }, 200);
});
