import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { SCREENSHOT_LIBRARY } from "./bridge-screenshot.ts";

const scriptHeaders = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": "public, max-age=300",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/** The built bridge (`npm run build` bundles apps/web/src/bridge next to the web app), read once it exists. */
function bridgeReader(webDistDir: string | undefined) {
  let script: string | null = null;
  return () => {
    if (script === null && webDistDir) {
      try {
        script = fs.readFileSync(path.join(webDistDir, "bridge.js"), "utf8");
      } catch {
        return null;
      }
    }
    return script;
  };
}

/**
 * Serves `/bridge.js` to demo sites on other origins (decision 081), and the screenshot library it
 * loads when a pin is placed. They are mounted before the portal's security headers so that their
 * Cross-Origin-Resource-Policy lets other origins load them.
 */
export function demoBridgeRoutes(webDistDir: string | undefined) {
  const bridge = bridgeReader(webDistDir);
  return new Hono<AppEnv>()
    .get("/bridge.js", (c) => {
      const script = bridge();
      return script === null ? c.text("The demo bridge is not built (npm run build).", 404) : c.body(script, 200, scriptHeaders);
    })
    .get("/bridge-screenshot.js", (c) => c.body(SCREENSHOT_LIBRARY, 200, scriptHeaders));
}
