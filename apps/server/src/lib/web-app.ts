import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { preferredEncoding } from "./accept-encoding.ts";
import { loadRouteHtml } from "./route-html.ts";

/**
 * Serves the built web app: hashed assets from disk with the brotli or gzip file the build wrote
 * next to each (never compressed per request), and the app's HTML for every other path (with the
 * opened screen's chunks named for preloading, compressed once at start).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const root = path.relative(process.cwd(), distDir) || ".";
  const html = loadRouteHtml(distDir);
  // Caches keep one copy per encoding, whether or not this answer was compressed.
  app.use("*", async (c, next) => {
    await next();
    if (!c.req.path.startsWith("/api/") && !c.res.headers.get("Vary")?.includes("Accept-Encoding")) {
      c.res.headers.append("Vary", "Accept-Encoding");
    }
  });
  // Hashed file names never change content, so browsers may keep them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // Source maps are not built; should one appear in the folder, it is still not published.
  app.get("*", async (c, next) => (c.req.path.endsWith(".map") ? c.text("Not found", 404) : next()));
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  // A missing asset is a 404, never the app's HTML (browsers would refuse it as script or style).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  const sendHtml = (c: Context<AppEnv>) => {
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    const variants = html.forPath(c.req.path);
    c.header("Content-Type", "text/html; charset=UTF-8");
    if (!encoding) return c.body(new Uint8Array(variants.raw));
    c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(variants[encoding]));
  };
  // "/" too (serveStatic would answer it with the plain index.html).
  app.get("/", sendHtml);
  app.use("*", serveStatic({ root, precompressed: true }));
  // Every other path is a client-side route (the web app shows its own 404 page).
  app.get("*", sendHtml);
}
