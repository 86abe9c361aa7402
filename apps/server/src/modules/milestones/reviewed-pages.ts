import { createHash } from "node:crypto";
import { demoPageUrl } from "@portal/shared/demo-pages";
import type { ReviewedPage } from "@portal/shared/milestone-contracts";

/** How long one page may take to answer, and how much of it is read (decision 098). */
const REVIEWED_PAGE_TIMEOUT_MS = 10_000;
const REVIEWED_PAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The body, up to the limit; null when it is larger. */
async function readLimited(response: Response, limit: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** One page fetched as it is served now, and the SHA-256 of its bytes; a page that fails has no hash. */
async function fetchReviewedPage(url: string, limits: { timeoutMs: number; maxBytes: number }): Promise<ReviewedPage> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: "follow" });
    const bytes = await readLimited(response, limits.maxBytes);
    if (!response.ok || bytes === null) return { url, sha256: null, bytes: null, status: response.status };
    return { url, sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.byteLength, status: response.status };
  } catch {
    return { url, sha256: null, bytes: null, status: null };
  }
}

/** Every reviewed page as served at this moment, and one SHA-256 naming them all (URL and hash, a line each). */
export async function fetchReviewedPages(
  demoUrl: string,
  pagePaths: readonly string[],
  limits = { timeoutMs: REVIEWED_PAGE_TIMEOUT_MS, maxBytes: REVIEWED_PAGE_MAX_BYTES },
): Promise<{ pages: ReviewedPage[]; contentSha256: string }> {
  const pages = await Promise.all(pagePaths.map((p) => fetchReviewedPage(demoPageUrl(demoUrl, p), limits)));
  const summary = pages.map((p) => `${p.url}\n${p.sha256 ?? "unavailable"}\n`).join("");
  return { pages, contentSha256: createHash("sha256").update(summary).digest("hex") };
}
