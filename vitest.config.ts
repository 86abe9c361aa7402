import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { DATABASE_INDEPENDENT_TESTS } from "./apps/server/src/test/database-independent.ts";

export default defineConfig({
  test: {
    // Each API test file gets its own fresh database; two workers fit this machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          // On PostgreSQL, only the files that use it: the others ran unchanged on PGlite.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_INDEPENDENT_TESTS : [])],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 60_000,
          // PGlite's WebAssembly stays on V8's baseline compiler: a test file's process is short, and
          // the optimizing compiler's background work cost more CPU than it saved (a fifth of the time).
          execArgv: ["--liftoff-only"],
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: { "@": fileURLToPath(new URL("apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          // Components and hooks render in a simulated browser (Testing Library).
          environment: "happy-dom",
          setupFiles: ["src/test/setup.ts"],
          // Whole screens against the mocked API take a second or two on a loaded machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
