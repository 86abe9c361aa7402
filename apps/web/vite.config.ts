import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The small modules the sign-in screen shares with every other screen: one chunk, "app-core". */
const SIGN_IN_SHARED =
  /(src[\\/](components[\\/](ui[\\/](button|input|label|card|alert|spinner)|language-switcher)|lib[\\/](cn|api-client|error-message|toast)|features[\\/]auth[\\/](api[\\/]get-me|components[\\/]auth-card)|features[\\/]agency[\\/][a-z-]+)|shared[\\/]src[\\/](phone|constants|home-path|error-codes|agency-brand)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context))\.(tsx?|m?js)$/;
/**
 * What the app's start (src/start-app.tsx) needs beyond the framework, in "app-core" too: a dozen
 * small chunks were a dozen requests, each competing with a prerendered page's first paint
 * (decision 126).
 */
const APP_START =
  /(src[\\/](features[\\/]auth[\\/]api[\\/]use-can|app[\\/]navigation|features[\\/]companies[\\/](lib[\\/]company-access|api[\\/](my-companies|query-keys))|lib[\\/](locale-bundles[\\/]to-namespaces|prerendered-input))|shared[\\/]src[\\/]first-reads|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](credit-card|mail|message-square-text|shopping-bag|users))\.(tsx?|m?js)$/;

/** Small modules the signed-in screens share (the frame's and the dashboards'): one chunk, "area-core". */
const AREA_SHARED =
  /(src[\\/](features[\\/]agency-settings[\\/]api[\\/]get-agency|lib[\\/](lazy-dialog|when-idle|hooks[\\/]use-media-query|mutations[\\/]use-action-mutation|format-date|bidi-text)|components[\\/]ui[\\/]badge)|shared[\\/]src[\\/](format|text-length)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](search|clock|external-link|circle-check|arrow-up|refresh-cw|crown))\.(tsx?|m?js)$/;

/**
 * What the client's home shares with other screens (badges, the demo's frame, sign-off, the
 * subscription): one chunk, "client-home", where they were a dozen requests of a few hundred bytes
 * to a few KB on the home's first load (decision 129).
 */
const CLIENT_HOME =
  /(src[\\/](features[\\/](projects[\\/]components[\\/](project-status-badge|project-progress-widget)|milestones[\\/](components[\\/]milestone-state-badge|api[\\/]signoff-mutations)|revisions[\\/](revision-draft-key|components[\\/](view-mode-toggle|demo-frame|use-demo-bridge|bridge-messages))|billing[\\/]api[\\/]get-subscription)|lib[\\/]hooks[\\/]use-form-draft|components[\\/]ui[\\/]progress)|shared[\\/]src[\\/]milestone-titles|@radix-ui[\\/]react-(compose-refs|slot|primitive|context|progress)[\\/])/;

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
              // What the entry (main.tsx) needs before the page has painted, alone: Vite's helper for
              // dynamic imports (decision 126) and the hold on a form sent before the app started.
              name: "entry-helpers",
              test: /(vite[\\/]preload-helper|src[\\/]lib[\\/]held-submit\.ts$)/,
              priority: 2,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
            {
              name: "app-core",
              test: (id: string) => SIGN_IN_SHARED.test(id) || APP_START.test(id),
            },
            {
              // The areas' query keys (a few dozen bytes each), in one chunk rather than one each:
              // a screen's requests, not its bytes, were what a slow link waited on (decision 126).
              name: "query-keys",
              test: /src[\\/]features[\\/][a-z-]+[\\/]api[\\/]query-keys\.ts$/,
            },
            {
              // Small helpers most signed-in screens share, likewise in one chunk.
              name: "area-core",
              test: AREA_SHARED,
            },
            {
              name: "client-home",
              test: CLIENT_HOME,
            },
          ],
        },
      },
    },
  },
});
