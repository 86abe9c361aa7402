import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Types worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (at the highest
 * levels: this runs once per build, not per request). Returns the totals for the build's log.
 */
export function compressDir(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const raw = fs.readFileSync(file);
    const gzip = zlib.gzipSync(raw, { level: 9 });
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
