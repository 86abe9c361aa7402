import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { portalUrlFor } from "./origin-policy.ts";

/** The pages anyone may open; everything else is a signed-in person's (decision 077). */
const PUBLIC_PAGES = ["/", "/login"] as const;

/** Search engines may read the public pages and nothing else; the sitemap lists those pages. */
function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...PUBLIC_PAGES.map((page) => `Allow: ${page === "/" ? "/$" : page}`),
    "Disallow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * /robots.txt and /sitemap.xml, built from PUBLIC_URL (or, with it unset, the address the request
 * came to), instead of the web app's HTML that any other path answers.
 */
export const crawlRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(portalUrlFor(c.get("deps").config, c.req.url)));
  })
  .get("/sitemap.xml", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "application/xml; charset=UTF-8");
    return c.body(sitemapXml(portalUrlFor(c.get("deps").config, c.req.url)));
  });
