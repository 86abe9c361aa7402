import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { BRIDGE_SCRIPT } from "./bridge-script.ts";

/**
 * Serves `/bridge.js` to demo sites on other origins. It is mounted before the portal's security
 * headers so that its Cross-Origin-Resource-Policy lets other origins load it.
 */
export const demoBridgeRoutes = new Hono<AppEnv>().get("/bridge.js", (c) =>
  c.body(BRIDGE_SCRIPT, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  }),
);
