/**
 * Memory under oversized uploads: starts the real app on a local port (the embedded PGlite set-up),
 * measures the process's RSS at idle, then while four clients each stream a 100 MB upload in
 * parallel to every upload route, and prints the figures. Bodies are sent chunked (no
 * Content-Length, so the streaming limit does the work) and, in a second round, with a declared
 * Content-Length. A last round sends four accepted uploads of the largest allowed size (five
 * 10 MB images each, spooled to disk). The sending side runs in the same process, so its own
 * buffers count too: the figures are an upper bound for the server.
 *
 *   npm run bench:uploads
 */

import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTicketRow } from "../apps/server/src/db/seed/support-factories.ts";
import { PNG_1x1 } from "../apps/server/src/test/sample-files.ts";
import { createTestApp, TEST_ORIGIN } from "../apps/server/src/test/test-app.ts";

const MB = 1024 * 1024;
const PARALLEL = 4;
const UPLOAD_BYTES = 100 * MB;

const t = await createTestApp();
const client = await t.signInAs();
const admin = await t.signInAs({ role: "admin" });
const ticket = await createTicketRow(t.deps.db, { clientId: client.user.id });
const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;

interface Part {
  field: string;
  /** Bytes of the file: a PNG head, then zeros. */
  bytes: number;
}

/** Streams one multipart upload; resolves with the status once the server has answered. */
function upload(path: string, cookie: string, fields: Record<string, string>, files: Part[], declareLength: boolean) {
  const boundary = "----bench-boundary";
  const text = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = (field: string, i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big-${i}.png"\r\nContent-Type: image/png\r\n\r\n`;
  const closing = `--${boundary}--\r\n`;
  const length =
    Buffer.byteLength(text) +
    files.reduce((sum, f, i) => sum + Buffer.byteLength(fileHead(f.field, i)) + f.bytes + 2, 0) +
    Buffer.byteLength(closing);
  const headers: Record<string, string> = {
    cookie,
    origin: TEST_ORIGIN,
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength) headers["content-length"] = String(length);
  const chunk = Buffer.alloc(64 * 1024);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
      answered = true;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    // Once the server has answered (413) it stops reading and closes: that is the point.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      const send = (data: Buffer | string) =>
        request.write(data) ? Promise.resolve() : new Promise<void>((r) => request.once("drain", () => r()));
      await send(text);
      for (const [i, file] of files.entries()) {
        await send(fileHead(file.field, i));
        await send(Buffer.from(PNG_1x1));
        for (let sent = PNG_1x1.length; sent < file.bytes && !answered && !request.destroyed; sent += chunk.length) {
          await send(chunk.subarray(0, Math.min(chunk.length, file.bytes - sent)));
        }
        await send("\r\n");
      }
      request.end(closing);
    };
    write().catch(() => {});
  });
}

const rssMb = () => process.memoryUsage().rss / MB;
async function settle() {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
}

async function measure(label: string, run: () => Promise<{ status: number; ms: number }[]>) {
  await settle();
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = performance.now();
  const results = await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const statuses = [...new Set(results.map((r) => r.status))].join(",");
  console.log(
    `${label.padEnd(46)} idle ${idle.toFixed(0).padStart(4)} MB  peak ${peak.toFixed(0).padStart(4)} MB  +${(peak - idle)
      .toFixed(0)
      .padStart(3)} MB  ${seconds.toFixed(1).padStart(5)} s  status ${statuses}`,
  );
  return peak - idle;
}

const routes: [string, string, string, Record<string, string>][] = [
  ["/api/support/tickets", client.cookie, "attachments", { subject: "Bench", message: "Bench" }],
  [`/api/support/tickets/${ticket.id}/replies`, client.cookie, "attachments", { message: "Bench" }],
  [`/api/admin/support-tickets/${ticket.id}/replies`, admin.cookie, "attachments", { message: "Bench" }],
  ["/api/revisions", client.cookie, "images", { description: "Bench" }],
  [
    "/api/admin/invoices",
    admin.cookie,
    "file",
    { clientId: client.user.id, amount: "10", description: "Bench", status: "pending" },
  ],
  ["/api/admin/store/images", admin.cookie, "image", {}],
];

console.log(`${PARALLEL} parallel uploads of ${UPLOAD_BYTES / MB} MB each, node ${process.version}\n`);
let worst = 0;
for (const declareLength of [false, true]) {
  for (const [path, cookie, field, fields] of routes) {
    const label = `${path.replace(/[0-9a-f-]{36}/, "{id}")} ${declareLength ? "(length)" : "(chunked)"}`;
    const delta = await measure(label, () =>
      Promise.all(
        Array.from({ length: PARALLEL }, () => upload(path, cookie, fields, [{ field, bytes: UPLOAD_BYTES }], declareLength)),
      ),
    );
    worst = Math.max(worst, delta);
  }
}
const accepted = await measure(`/api/support/tickets 5 x 10 MB accepted`, () =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      upload(
        "/api/support/tickets",
        client.cookie,
        { subject: "Bench", message: "Bench" },
        Array.from({ length: 5 }, () => ({ field: "attachments", bytes: 10 * MB })),
        false,
      ),
    ),
  ),
);
console.log(`\nlargest rise over idle: ${Math.max(worst, accepted).toFixed(0)} MB (budget: +50 MB)`);

server.close();
await t.close();
