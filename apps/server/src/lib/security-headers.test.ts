import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { responseHeader, setResponseHeaders } from "./response-headers.ts";
import { securityHeaderOptions, securityHeaders } from "./security-headers.ts";

/** Answers of every kind: a plain record of headers, several headers, ones the middleware replaces. */
function probe(middleware: MiddlewareHandler) {
  const app = new Hono();
  app.use(middleware);
  app.use(async (c, next) => {
    await next();
    setResponseHeaders(c.res, [["X-Request-Id", "probe-1234"]]);
  });
  app.get("/json", (c) => c.json({ ok: true }));
  app.get("/text", (c) => c.text("hello"));
  app.get("/empty", (c) => c.body(null, 204));
  app.get("/prepared", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true }, 200);
  });
  app.get(
    "/replaced",
    () => new Response("x", { headers: { "referrer-policy": "unsafe-url", "x-powered-by": "me", Vary: "Cookie" } }),
  );
  app.get(
    "/typed",
    () => new Response("x", { headers: { "content-type": "text/csv", "Referrer-Policy": "unsafe-url", "X-Powered-By": "me" } }),
  );
  return app;
}

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
const paths = ["/json", "/text", "/empty", "/prepared", "/replaced", "/typed"];

/** Each path's headers from the app in process and served by node-server, whose lightweight answers keep a header record. */
async function answers(app: Hono) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const out: Record<string, unknown> = {};
    for (const path of paths) {
      out[path] = headersOf(await app.request(path));
      out[`served ${path}`] = headersOf(await fetch(base + path));
    }
    return out;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("security headers", () => {
  for (const publicUrl of ["http://localhost:3000", "https://portal.example.com"]) {
    it(`are the ones Hono's secureHeaders sends with the same settings (${publicUrl})`, async () => {
      const ours = await answers(probe(securityHeaders(publicUrl)));
      const hono = await answers(probe(secureHeaders(securityHeaderOptions(publicUrl))));
      expect(ours).toEqual(hono);
      expect(ours["served /json"]).toMatchObject({ "x-content-type-options": "nosniff", "x-request-id": "probe-1234" });
      expect(ours["served /replaced"]).toMatchObject({ "referrer-policy": "no-referrer", vary: "Cookie" });
      expect(ours["served /replaced"]).not.toHaveProperty("x-powered-by");
      expect(ours["served /typed"]).toMatchObject({ "content-type": "text/csv", "referrer-policy": "no-referrer" });
      expect(ours["served /typed"]).not.toHaveProperty("x-powered-by");
    });
  }

  it("reads a header the same from a record and from Headers", () => {
    const res = new Response("{}", { headers: { "Content-Type": "application/json" } });
    expect(responseHeader(res, "content-type")).toBe("application/json");
    expect(responseHeader(res, "Vary")).toBeNull();
  });
});
