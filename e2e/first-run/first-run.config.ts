import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "../chromium-path.ts";
import { BASE_URL } from "../e2e-env.ts";

const executablePath = await headlessShellPath();

/**
 * A fresh production-like install (issue 24): one instance on a NEW PostgreSQL database with
 * DEMO_DATA=false. Run with `npm run test:e2e:first-run` after `npm run build`, with PostgreSQL on
 * 127.0.0.1:5432. The specs run in order on the one database (the first creates the admin).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./global-setup.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } }],
});
