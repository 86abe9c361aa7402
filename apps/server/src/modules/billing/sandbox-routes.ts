import { LANGUAGE_COOKIE } from "@portal/shared/constants";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { adminRoute, signedInRoute } from "../../auth/route-access.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponses } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { getAgencySettings } from "../agency/index.ts";
import {
  type CheckoutBrand,
  type PageLanguage,
  renderSandboxCheckout,
  renderSandboxCheckoutRefusal,
} from "./sandbox-checkout-page.ts";
import { cancelSandboxCheckout, endSandboxPeriods, findOwnSandboxCheckout, paySandboxCheckout } from "./sandbox-service.ts";

/**
 * The sandbox provider's checkout page (what Stripe Checkout is for real payments). Only the
 * signed-in buyer may see, pay or cancel their checkout; the page and its forms answer in HTML.
 */
export const sandboxRoutes = createRouter();

/** The reader's language, as the web app remembers it in a cookie (English unless Hebrew was chosen). */
const pageLanguage = (c: Context<AppEnv>): PageLanguage => (getCookie(c, LANGUAGE_COOKIE) === "he" ? "he" : "en");

/** The agency the page is shown for. */
async function checkoutBrand(c: Context<AppEnv>): Promise<CheckoutBrand> {
  const { identity } = await getAgencySettings(c.get("deps").db);
  return { name: identity.name, colour: identity.brandColour };
}

/**
 * The checkout is a page the buyer's browser opens: a refusal (signed out, not theirs), whether
 * from the route's guard or its service, is shown as a page too, in the reader's language.
 */
sandboxRoutes.use(
  "/sandbox/checkout/*",
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const { status } = c.res;
    if ((status === 401 || status === 404) && c.res.headers.get("content-type")?.includes("application/json")) {
      c.res = c.html(renderSandboxCheckoutRefusal(status, await checkoutBrand(c), pageLanguage(c)), status);
    }
    c.header("Cache-Control", "no-store");
  }),
);

const checkoutParams = z.object({ id: z.string().min(1).max(200) });
const htmlPage = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
const checkoutResponses = {
  401: htmlPage("A page asking the buyer to sign in"),
  404: htmlPage("A page saying the checkout does not exist (or is someone else's)"),
  503: errorResponses[503],
};
const checkoutAction = (action: "pay" | "cancel") =>
  signedInRoute({
    method: "post",
    path: `/sandbox/checkout/{id}/${action}`,
    tags: ["billing"],
    request: { params: checkoutParams },
    responses: {
      303: {
        description: "Redirects to the portal's success or cancel page (the checkout's own URLs)",
        headers: { Location: { schema: { type: "string" as const } } },
      },
      ...checkoutResponses,
    },
  });

sandboxRoutes.openapi(
  signedInRoute({
    method: "get",
    path: "/sandbox/checkout/{id}",
    tags: ["billing"],
    request: { params: checkoutParams },
    responses: { 200: htmlPage("The checkout page, with Pay and Cancel"), ...checkoutResponses },
  }),
  async (c) => {
    const checkout = await findOwnSandboxCheckout(c.get("deps"), c.req.param("id"), c.get("user"));
    return c.html(renderSandboxCheckout(checkout, await checkoutBrand(c), pageLanguage(c)));
  },
);

sandboxRoutes.openapi(checkoutAction("pay"), async (c) =>
  c.redirect(await paySandboxCheckout(c.get("deps"), c.req.param("id"), c.get("user")), 303),
);

sandboxRoutes.openapi(checkoutAction("cancel"), async (c) =>
  c.redirect(await cancelSandboxCheckout(c.get("deps"), c.req.param("id"), c.get("user")), 303),
);

const endPeriodRequest = z.object({ email: z.email().optional() });

/** Admin, sandbox only: ends the current period now (of one customer, or every one that is due). */
sandboxRoutes.openapi(
  adminRoute("billing.tools", {
    method: "post",
    path: "/sandbox/subscriptions/end-period",
    tags: ["billing"],
    request: { body: { content: { "application/json": { schema: endPeriodRequest } }, required: false } },
    responses: shape.readAnswers(z.object({ ended: z.number() }), "How many subscription periods ended"),
  }),
  async (c) => {
    const parsed = endPeriodRequest.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new AppError("invalid_request", "The request is not valid.");
    const ended = await endSandboxPeriods(c.get("deps"), { email: parsed.data.email });
    return c.json({ ended }, 200);
  },
);
