import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { SCREENSHOT_LIBRARY } from "./bridge-screenshot.ts";
import { BRIDGE_SCRIPT } from "./bridge-script.ts";

const scriptHeaders = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": "public, max-age=300",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/**
 * Serves `/bridge.js` to demo sites on other origins, and the screenshot library it loads when a
 * pin is placed. They are mounted before the portal's security headers so that their
 * Cross-Origin-Resource-Policy lets other origins load them.
 */
export const demoBridgeRoutes = new Hono<AppEnv>()
  .get("/bridge.js", (c) => c.body(BRIDGE_SCRIPT, 200, scriptHeaders))
  .get("/bridge-screenshot.js", (c) => c.body(SCREENSHOT_LIBRARY, 200, scriptHeaders));
