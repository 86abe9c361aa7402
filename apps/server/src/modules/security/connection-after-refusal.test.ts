import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES } from "../../lib/body-limits.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

/** The real HTTP server with a keep-alive client, as browsers and API clients reuse connections. */
let t: TestApp;
let server: http.Server;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as http.Server));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function send(method: string, path: string, body?: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (body !== undefined)
      Object.assign(headers, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
    const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("after a body too large", () => {
  it("says Connection: close, so the client's next request goes on a new connection", async () => {
    const tooLarge = JSON.stringify({ text: "x".repeat(JSON_BODY_MAX_BYTES * 3) });
    const refused = await send("POST", "/api/support/tickets", tooLarge);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).error.code).toBe("payload_too_large");
    expect(refused.connection).toBe("close");
    for (let i = 0; i < 3; i++) {
      const next = await send("GET", "/api/health");
      expect(next.status).toBe(200);
    }
  });
});
