import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { hasLandingPage, type PageBrand, webManifest } from "@portal/shared/agency-brand";
import { LANGUAGE_COOKIE } from "@portal/shared/constants";
import type { Profile } from "@portal/shared/profile";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env.ts";
import { preferredEncoding } from "./accept-encoding.ts";
import { loadRouteHtml, SSR_DIR } from "./route-html.ts";
import { compressNow, withSession } from "./session-in-html.ts";

/** The signed-in person's profile for a request's headers, or null. */
type SignedInProfile = (headers: Headers) => Promise<Profile | null>;

/** The agency's brand as it is now (kept in memory; every instance drops it when the settings change). */
type CurrentBrand = () => Promise<PageBrand>;

/**
 * Serves the built web app: hashed assets from disk with the brotli or gzip file the build wrote
 * next to each (never compressed per request), and the app's HTML for every other path (with the
 * opened screen's chunks named for preloading, compressed once at start). A signed-in person's
 * HTML also carries their profile, so the app needs no session request before its first screen.
 * Every HTML carries the agency's brand as it is at that request (lib/brand-in-html.ts), and so
 * does the web manifest; an agency without a landing page sends `/` to `/login`.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, signedInProfile: SignedInProfile, currentBrand: CurrentBrand) {
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
  // The server's prerendering bundle is read from disk, never published.
  app.get(`/${SSR_DIR}/*`, (c) => c.text("Not found", 404));
  app.get("/manifest.webmanifest", async (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(webManifest(await currentBrand(), "/"), 200, { "Content-Type": "application/manifest+json" });
  });
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  // A missing asset is a 404, never the app's HTML (browsers would refuse it as script or style).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  const sendHtml = async (c: Context<AppEnv>) => {
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    // The visitor's language (apps/web/src/lib/i18n.ts keeps it in a cookie as well as in storage).
    const lang = getCookie(c, LANGUAGE_COOKIE) === "he" ? "he" : "en";
    const brand = await currentBrand();
    if (c.req.path === "/" && !hasLandingPage(brand)) return c.redirect("/login", 302);
    const variants = await html.forPath(c.req.path, lang, brand);
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Vary", "Cookie");
    const profile = await signedInProfile(c.req.raw.headers);
    if (profile) {
      // One person's data: no cache may keep it, nor show it after sign-out.
      c.header("Cache-Control", "private, no-store");
      const personal = withSession(variants.raw, profile, c.req.path);
      if (!encoding) return c.body(new Uint8Array(personal));
      c.header("Content-Encoding", encoding);
      return c.body(new Uint8Array(compressNow(personal, encoding)));
    }
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
