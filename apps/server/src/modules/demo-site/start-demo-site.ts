import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { createSampleSite } from "./sample-site.ts";

/** The demo site's origin: the portal's host on the demo port. */
export function demoSiteOrigin(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  url.port = String(port);
  return url.origin;
}

/** Starts the sample demo site's listener; a busy port is logged, never fatal to the portal. */
export function startDemoSite(options: { port: number; host: string; portalUrl: string; log: Logger }) {
  const { port, host, portalUrl, log } = options;
  const server = serve({ fetch: createSampleSite(portalUrl).fetch, port, hostname: host }, () => {
    log.info(`Sample demo site on ${demoSiteOrigin(portalUrl, port)}`);
  });
  server.on("error", (error) => log.warn({ err: error }, "the sample demo site could not start"));
  return server;
}
