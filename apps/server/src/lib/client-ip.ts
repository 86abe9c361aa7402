import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/** The caller's address from the socket; the app runs behind no proxy unless told so. */
export function clientIp(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
