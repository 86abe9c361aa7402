import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * The caller's address. With no proxy in front (TRUST_PROXY=0, the default) it is the socket's:
 * a forwarded header could be written by anyone. Behind `hops` proxies, each appends the address
 * it was reached from to X-Forwarded-For, so the client is `hops` entries from its end; entries
 * further left were written by the client and are ignored.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, hops: number): string {
  if (hops === 0) return socketAddress;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops] : socketAddress;
}

/** The caller's address for rate limits and sign-in records (see `clientAddress`). */
export function clientIp(c: Context<AppEnv>): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress ?? "unknown";
  return clientAddress(socketAddress, c.req.header("x-forwarded-for"), c.get("deps").config.trustProxy);
}
