import fs from "node:fs";

/**
 * The full Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the build shipped inside
 * the npm package @sparticuz/chromium (nothing is downloaded).
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return sparticuzChromium();
}

/**
 * Chromium's headless shell, what Playwright itself runs headless by default (decision 132): the
 * build @sparticuz/chromium ships, unless CHROMIUM_PATH names one browser for everything. The full
 * browser in headless mode took about 40% more of the suite's time. The shell closes on a virtual
 * WebAuthn authenticator, so the passkey journeys use `chromiumPath()`.
 */
export async function headlessShellPath(): Promise<string> {
  return process.env.CHROMIUM_PATH ?? sparticuzChromium();
}

async function sparticuzChromium(): Promise<string> {
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
