import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/** Types worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` (zopfli) next to every compressible file of `dir` (at the highest
 * levels: this runs once per build, not per request). Returns the totals for the build's log.
 */
export async function compressDir(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    // The server's prerendering bundle (scripts/prerender.mjs) is read from disk, never served.
    if (path.relative(dir, file).split(path.sep)[0] === "ssr") continue;
    const raw = fs.readFileSync(file);
    // Zopfli: ordinary gzip any browser reads, about 5% smaller than zlib's best, slow to make.
    const gzip = Buffer.from(await gzipAsync(raw, { numiterations: 10 }));
    const brotli = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    fs.writeFileSync(`${file}.gz`, gzip);
    fs.writeFileSync(`${file}.br`, brotli);
    totals.files += 1;
    totals.raw += raw.length;
    totals.gzip += gzip.length;
    totals.brotli += brotli.length;
  }
  return totals;
}
