import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { DATABASE_INDEPENDENT_TESTS } from "./apps/server/src/test/database-independent.ts";
import { MODULE_MOCKING_TESTS } from "./apps/server/src/test/module-mocking.ts";
import { MODULE_MOCKING_TESTS as WEB_MODULE_MOCKING_TESTS } from "./apps/web/src/test/module-mocking.ts";

// On PostgreSQL, only the files that use it: the others ran unchanged on PGlite.
const serverExcludes = [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_INDEPENDENT_TESTS : [])];

/**
 * The API tests. Each file opens its own app on its own fresh database, so files share a worker's
 * loaded modules (decision 133): loading the app's 1,350 modules again for each file cost more than
 * the tests themselves. Files that replace a module with `vi.mock` run each in its own process.
 */
const serverTests = {
  root: "apps/server",
  include: ["src/**/*.test.ts"],
  globalSetup: ["src/test/global-setup.ts"],
  testTimeout: 60_000,
  // PGlite's WebAssembly stays on V8's baseline compiler: each file's database is short-lived, and
  // the optimizing compiler's background work cost more CPU than it saved (262 s against 279).
  execArgv: ["--liftoff-only"],
  hookTimeout: 180_000,
};

const webResolve = { alias: { "@": fileURLToPath(new URL("apps/web/src", import.meta.url)) } };
/** Components and screens in a simulated browser (Testing Library); files share modules as above. */
const webTests = {
  root: "apps/web",
  include: ["src/**/*.test.{ts,tsx}"],
  environment: "happy-dom",
  setupFiles: ["src/test/setup.ts"],
  // Whole screens against the mocked API take a second or two on a loaded machine.
  testTimeout: 15_000,
};

export default defineConfig({
  test: {
    // Each API test file gets its own fresh database; two workers fit this machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"] },
      },
      { test: { ...serverTests, name: "server", exclude: [...serverExcludes, ...MODULE_MOCKING_TESTS], isolate: false } },
      { test: { ...serverTests, name: "server-module-mocks", include: MODULE_MOCKING_TESTS, exclude: serverExcludes } },
      {
        resolve: webResolve,
        test: { ...webTests, name: "web", exclude: [...configDefaults.exclude, ...WEB_MODULE_MOCKING_TESTS], isolate: false },
      },
      { resolve: webResolve, test: { ...webTests, name: "web-module-mocks", include: WEB_MODULE_MOCKING_TESTS } },
    ],
  },
});
