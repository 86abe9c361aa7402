/**
 * Which origins may send cookie-bearing writes (and Better Auth's trusted origins, which follow the
 * same rule). With PUBLIC_URL set: only it and TRUSTED_ORIGINS. With PUBLIC_URL unset (the embedded
 * default) the portal does not know its own address, so it also accepts the origin each request was
 * served at: the request's own Host with the socket's protocol. That is not a hole: a page on
 * another site sends its own Origin, which differs from the Host it posts to; and a rebound DNS name
 * whose Origin equals its Host carries no portal cookies, since cookies belong to the host name.
 * Proxy headers (X-Forwarded-*) are not read; behind a proxy, set PUBLIC_URL.
 */
export interface OriginPolicy {
  /** PUBLIC_URL (or its default) and TRUSTED_ORIGINS, as origins. */
  fixed: string[];
  /** True when PUBLIC_URL is unset. */
  acceptServedOrigin: boolean;
}

export function createOriginPolicy(options: {
  publicUrl: string;
  publicUrlConfigured: boolean;
  trustedOrigins: string[];
}): OriginPolicy {
  const fixed = [...new Set([options.publicUrl, ...options.trustedOrigins].map((o) => new URL(o).origin))];
  return { fixed, acceptServedOrigin: !options.publicUrlConfigured };
}

/** The origin a request was served at (its Host and the socket's protocol). */
function servedOrigin(requestUrl: string): string {
  return new URL(requestUrl).origin;
}

/** The trusted origins for one request. */
export function trustedOriginsFor(policy: OriginPolicy, requestUrl?: string): string[] {
  if (!policy.acceptServedOrigin || !requestUrl) return policy.fixed;
  return [...new Set([...policy.fixed, servedOrigin(requestUrl)])];
}

export function isTrustedOrigin(policy: OriginPolicy, origin: string, requestUrl: string): boolean {
  return trustedOriginsFor(policy, requestUrl).includes(origin);
}

/**
 * The portal's address as the person sees it, for links made during their request (checkout
 * returns): PUBLIC_URL, or with it unset the address this request came to, so the person comes
 * back to the host their session cookie belongs to.
 */
export function portalUrlFor(config: { publicUrl: string; origins: OriginPolicy }, requestUrl: string): string {
  return config.origins.acceptServedOrigin ? servedOrigin(requestUrl) : config.publicUrl;
}
