import type { MiddlewareHandler } from "hono";
import type { secureHeaders as honoSecureHeaders } from "hono/secure-headers";
import { setResponseHeaders } from "./response-headers.ts";

/**
 * The security headers' settings, as Hono's `secureHeaders` takes them: `securityHeaders` sends
 * exactly what that middleware sends with them (security-headers.test.ts compares the two).
 */
export function securityHeaderOptions(publicUrl: string): NonNullable<Parameters<typeof honoSecureHeaders>[0]> {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      // Demo sites of any origin are shown in frames; the portal itself is never framed.
      frameSrc: ["https:", "http:"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // Framing is refused by `frame-ancestors` alone: X-Frame-Options SAMEORIGIN said otherwise.
    xFrameOptions: false,
    // HSTS means something only over https: sent when the portal's address is https, never on
    // a plain-http set-up (the embedded default, a LAN address), where it would be wrong.
    strictTransportSecurity: publicUrl.startsWith("https:") ? "max-age=15552000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** `Content-Security-Policy` as Hono writes it: kebab-case directives, values joined by spaces. */
function policyText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, values]) => [directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "))
    .join("; ");
}

/**
 * The security headers of every answer (set after the handler, replacing any of the same name,
 * and X-Powered-By removed, as Hono's `secureHeaders` does), written in one step into the
 * answer's header record where there is one (lib/response-headers.ts, decision 127).
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const options = securityHeaderOptions(publicUrl);
  const headers: [string, string | null][] = [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "no-referrer"],
    ...(typeof options.strictTransportSecurity === "string"
      ? [["Strict-Transport-Security", options.strictTransportSecurity] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", policyText(options.contentSecurityPolicy as Record<string, string[]>)],
    ["X-Powered-By", null],
  ];
  return async (c, next) => {
    await next();
    setResponseHeaders(c.res, headers);
  };
}
