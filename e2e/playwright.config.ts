import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, headlessShellPath } from "./chromium-path.ts";
import { BASE_URL, DEMO_SITE_PORT, E2E_DATA_DIR, E2E_PORT } from "./e2e-env.ts";

const AGENCY_WIDE = /(strong-sign-in|passkeys-agency)\.spec\.ts/;
// The journeys with a virtual passkey authenticator need the full browser (decision 132).
const PASSKEYS = /passkeys(-agency)?\.spec\.ts/;
const desktop = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: await headlessShellPath(), args: chromiumArgs },
};
const fullBrowser = { ...devices["Desktop Chrome"], launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs } };

export default defineConfig({
  testDir: "./tests",
  // CI shares its machine with whatever else runs there: slower answers there wait longer
  // instead of failing.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's screenshots, which took a quarter of the suite's time on CI;
    // there it is kept for a retry, the run that shows a failure again.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [AGENCY_WIDE, PASSKEYS],
      use: desktop,
    },
    { name: "passkeys", testMatch: /passkeys\.spec\.ts/, use: fullBrowser },
    // Specs that switch an agency-wide rule on for a while (a second factor for every staff
    // sign-in) run after all the others, so no staff journey meets the rule half-way, and one
    // after the other: each makes its people as the demo owner, whom the other's rule would stop.
    { name: "agency-wide", testMatch: /strong-sign-in\.spec\.ts/, dependencies: ["chromium"], use: desktop },
    { name: "agency-wide-passkeys", testMatch: /passkeys-agency\.spec\.ts/, dependencies: ["agency-wide"], use: fullBrowser },
  ],
  webServer: {
    // A fresh embedded portal (PGlite, dev outboxes, sandbox payments, demo data) for every run.
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx ../apps/server/src/index.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DEMO_SITE_PORT: String(DEMO_SITE_PORT),
      DATA_DIR: E2E_DATA_DIR,
      // No PUBLIC_URL: the embedded default, whose address (http://localhost:PORT) is BASE_URL, and
      // which must also work opened at another address (tests/served-origin.spec.ts uses 127.0.0.1).
      DEMO_DATA: "true",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      RATE_LIMIT_MULTIPLIER: "100",
      // The suite signs people in hundreds of times an hour.
      SMS_HOURLY_BUDGET: "100000",
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
