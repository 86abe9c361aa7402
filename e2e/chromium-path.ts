import fs from "node:fs";

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the
 * build shipped inside the npm package @sparticuz/chromium (nothing is downloaded).
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
