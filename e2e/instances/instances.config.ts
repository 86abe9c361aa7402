import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "../chromium-path.ts";
import { BASE_URL } from "../e2e-env.ts";

const executablePath = await headlessShellPath();

/**
 * Two instances on one PostgreSQL behind a reverse proxy (issue 16): run with
 * `npm run test:e2e:instances` after `npm run build`, with PostgreSQL on 127.0.0.1:5432.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./global-setup.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } }],
});
