import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  // The build's prerendering (src/prerender.tsx) compiles the shared TypeScript in; packages stay in node_modules.
  ssr: { noExternal: [/^@portal\//] },
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
    // Every browser the portal supports knows modulepreload; the polyfill would load on every screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every screen needs, in one chunk: it compresses better than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
            {
              // The small modules the sign-in screen shares with every other screen, as one chunk.
              name: "app-core",
              test: /(src[\\/](components[\\/](ui[\\/](button|input|label|card|alert|spinner)|language-switcher)|lib[\\/](cn|api-client|error-message|toast)|features[\\/]auth[\\/](api[\\/]get-me|components[\\/]auth-card)|features[\\/]agency[\\/][a-z-]+)|shared[\\/]src[\\/](phone|constants|home-path|error-codes|agency-brand)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context))\.(tsx?|js)$/,
            },
          ],
        },
      },
    },
  },
});
