import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Heebo (SIL OFL, see fonts/OFL.txt) covers Latin and Hebrew in one TrueType file per weight. The
 * folder sits next to this file in the sources and next to the bundle in dist (scripts/build.mjs).
 */
export const invoiceFontsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "fonts");
const FONT_FILES = { regular: "Heebo_400Regular.ttf", bold: "Heebo_700Bold.ttf" } as const;

export interface InvoiceFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loading: Promise<InvoiceFontBytes> | undefined;

/** The invoice fonts' bytes, read once per process. */
export function loadInvoiceFonts(): Promise<InvoiceFontBytes> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<InvoiceFontBytes> {
  const [regular, bold] = await Promise.all([
    readFile(path.join(invoiceFontsFolder, FONT_FILES.regular)),
    readFile(path.join(invoiceFontsFolder, FONT_FILES.bold)),
  ]);
  return { regular, bold };
}
