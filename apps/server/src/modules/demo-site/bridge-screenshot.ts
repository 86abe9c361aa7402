import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * modern-screenshot's browser build (UMD, sets `window.modernScreenshot`), read once at start-up:
 * the bridge loads it from `/bridge-screenshot.js` on the first pin placed with screenshots asked
 * for (decision 055; the bridge's side is apps/web/src/bridge/screenshot.ts).
 */
export const SCREENSHOT_LIBRARY = readFileSync(createRequire(import.meta.url).resolve("modern-screenshot/dist/index.js"), "utf8");
