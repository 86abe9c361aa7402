import { promisify } from "node:util";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";
import { preferredEncoding } from "./accept-encoding.ts";

/** Smaller bodies gain nothing worth the CPU (and fit one TCP packet anyway). */
const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses JSON answers over 1 KB with brotli or gzip, as the client accepts. Only JSON: event
 * streams must reach the browser as they are written, and files are mostly compressed already.
 * Brotli at quality 4 costs about what gzip does and still compresses better.
 */
export const compressJson = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has("Content-Encoding") || c.req.method === "HEAD") return;
  if (!res.headers.get("Content-Type")?.startsWith("application/json")) return;
  const vary = res.headers.get("Vary");
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const encoding = body.length > COMPRESS_THRESHOLD_BYTES ? preferredEncoding(c.req.header("Accept-Encoding")) : null;
  let out: Buffer = body;
  if (encoding === "br") {
    out = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  } else if (encoding === "gzip") {
    out = await gzip(body, { level: 6 });
  }
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(out.length));
  c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
});
