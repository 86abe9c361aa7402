import zlib from "node:zlib";
import { SESSION_DATA_ID } from "@portal/shared/constants";
import { firstReadsFor } from "@portal/shared/first-reads";
import type { Profile } from "@portal/shared/profile";

/**
 * The app's HTML for a signed-in person: their profile in a JSON data block, which the web app
 * reads instead of asking `/api/session` before its first screen, and the API reads that screen
 * makes first named for preloading, so they arrive alongside the code rather than after it. A data
 * block is never executed, so the CSP's `script-src 'self'` stays as it is; `<` is escaped so no
 * text of the profile can close the block.
 */
export function withSession(html: Buffer, profile: Profile, pathname: string): Buffer {
  const json = JSON.stringify(profile).replace(/</g, "\\u003c");
  const block = `<script type="application/json" id="${SESSION_DATA_ID}">${json}</script>`;
  // `crossorigin` (credentials same-origin) is what the app's fetch uses, so the browser reuses them.
  const reads = firstReadsFor(profile.role, pathname)
    .map((read) => `<link rel="preload" as="fetch" crossorigin href="/api${read}">`)
    .join("");
  return Buffer.from(html.toString("utf8").replace("</head>", `${block}${reads}</head>`));
}

/** Compressed for one answer: a fast level, since this HTML differs per person. */
export function compressNow(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });
}
