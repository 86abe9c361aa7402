import { promisify } from "node:util";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";
import { preferredEncoding } from "./accept-encoding.ts";
import { responseHeader, setResponseHeaders } from "./response-headers.ts";

/** Smaller bodies gain nothing worth the CPU (and fit one TCP packet anyway). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Statuses whose responses carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses JSON answers over 1 KB with brotli or gzip, as the client accepts. Only JSON: event
 * streams must reach the browser as they are written, and files are mostly compressed already.
 * Brotli at quality 4 costs about what gzip does and still compresses better.
 *
 * The body is read only when the client accepts an encoding: reading it turns the server
 * adapter's lightweight response into a full one, which costs more than most API answers.
 */
export const compressJson = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === "HEAD" || NO_BODY.has(res.status) || responseHeader(res, "Content-Encoding") !== null) return;
  if (!responseHeader(res, "Content-Type")?.startsWith("application/json")) return;
  const vary = responseHeader(res, "Vary");
  setResponseHeaders(res, [["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]]);
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const compress = body.length > COMPRESS_THRESHOLD_BYTES;
  const out: Buffer = !compress
    ? body
    : encoding === "br"
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzip(body, { level: 6 });
  const headers = new Headers(res.headers);
  if (compress) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(out.length));
  c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
});
