import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  // No source maps: they would be served publicly next to every chunk.
  build: {
    sourcemap: false,
    // The build manifest tells bench/route-bundles.ts (and its budget test) what each screen loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What every screen needs, in one chunk: it compresses better than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
