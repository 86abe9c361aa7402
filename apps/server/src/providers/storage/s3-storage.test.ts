import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { S3Storage } from "./s3-storage.ts";

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A minimal S3-compatible store: PUT/GET/DELETE on path-style `/bucket/key`. */
const objects = new Map<string, { body: Buffer; contentType: string }>();
const requests: Recorded[] = [];
let server: http.Server;
let endpoint: string;
let storage: S3Storage;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
      requests.push({ method: req.method ?? "", path, headers: req.headers });
      if (path.includes("/forbidden/")) {
        res
          .writeHead(403, { "content-type": "application/xml" })
          .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`);
      } else if (req.method === "PUT") {
        objects.set(path, { body: Buffer.concat(chunks), contentType: req.headers["content-type"] ?? "" });
        res.writeHead(200, { etag: '"etag"' }).end();
      } else if (req.method === "GET") {
        const stored = objects.get(path);
        if (!stored) {
          res
            .writeHead(404, { "content-type": "application/xml" })
            .end(
              `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${path}</Key></Error>`,
            );
          return;
        }
        res.writeHead(200, { "content-type": stored.contentType, "content-length": stored.body.length }).end(stored.body);
      } else if (req.method === "DELETE") {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  storage = new S3Storage({
    bucket: "portal-files",
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "test-access-key", secretAccessKey: "test-secret-key" },
  });
});

afterAll(async () => {
  storage.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  objects.clear();
  requests.length = 0;
});

describe("S3Storage", () => {
  it("puts an object with its content type as a SigV4-signed path-style request", async () => {
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put("invoices/u1/inv-1.pdf", body, "application/pdf");

    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put.method).toBe("PUT");
    expect(put.path).toBe("/portal-files/invoices/u1/inv-1.pdf");
    expect(put.headers["content-type"]).toBe("application/pdf");
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(put.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(objects.get("/portal-files/invoices/u1/inv-1.pdf")?.body).toEqual(Buffer.from(body));
  });

  it("gets the bytes and content type back", async () => {
    const body = new TextEncoder().encode("hello");
    await storage.put("a/b.txt", body, "text/plain");
    requests.length = 0;

    const got = await storage.get("a/b.txt");
    expect(got).not.toBeNull();
    expect(Buffer.from(got?.body ?? [])).toEqual(Buffer.from("hello"));
    expect(got?.contentType).toBe("text/plain");
    expect(requests[0]).toMatchObject({ method: "GET", path: "/portal-files/a/b.txt" });
    expect(requests[0].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it("returns null for a missing key", async () => {
    expect(await storage.get("missing/file.png")).toBeNull();
    expect(requests[0]).toMatchObject({ method: "GET", path: "/portal-files/missing/file.png" });
  });

  it("rejects on other errors instead of reporting the object missing", async () => {
    await expect(storage.get("forbidden/file.png")).rejects.toMatchObject({ name: "AccessDenied" });
  });

  it("deletes an object", async () => {
    await storage.put("tickets/t1/x.png", new Uint8Array([1, 2, 3]), "image/png");
    requests.length = 0;

    await storage.delete("tickets/t1/x.png");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "DELETE", path: "/portal-files/tickets/t1/x.png" });
    expect(requests[0].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(await storage.get("tickets/t1/x.png")).toBeNull();
  });
});
