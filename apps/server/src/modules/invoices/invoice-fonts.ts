import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Heebo (SIL OFL) covers Latin and Hebrew in one TrueType file per weight. */
const FONT_FILES = {
  regular: "@expo-google-fonts/heebo/400Regular/Heebo_400Regular.ttf",
  bold: "@expo-google-fonts/heebo/700Bold/Heebo_700Bold.ttf",
} as const;

export interface InvoiceFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

const require = createRequire(import.meta.url);
let loading: Promise<InvoiceFontBytes> | undefined;

/** The invoice fonts' bytes, read from the installed package once per process. */
export function loadInvoiceFonts(): Promise<InvoiceFontBytes> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<InvoiceFontBytes> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]);
  return { regular, bold };
}
