import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { errorReply } from "./error-status.ts";
import { isTrustedOrigin, type OriginPolicy } from "./origin-policy.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a state-changing request that carries cookies must come
 * from one of the portal's own origins (Origin header, or Referer when a browser omits it).
 * Webhooks carry no cookies and prove themselves by signature instead.
 */
export function originCheck(policy: OriginPolicy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (!origin || !isTrustedOrigin(policy, origin, c.req.url)) {
      return errorReply(c, "forbidden_origin", "This request did not come from the portal.");
    }
    return next();
  });
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
