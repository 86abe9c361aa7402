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
        test: { name: "web", root: "apps/web", include: ["src/**/*.test.ts"] },
      },
    ],
  },
});
