import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 60_000,
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
