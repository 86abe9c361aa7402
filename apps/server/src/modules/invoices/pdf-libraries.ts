/**
 * pdf-lib and fontkit (with culori and restructure, about 400 modules) load when the first PDF is
 * rendered, not when the server starts: most processes never render one, and a module once loaded
 * stays in memory for the process's life (decision 125).
 */
export async function loadPdfLibraries() {
  const [pdfLib, fontkit] = await Promise.all([import("@cantoo/pdf-lib"), import("@cantoo/fontkit")]);
  return { PDFDocument: pdfLib.PDFDocument, rgb: pdfLib.rgb, fontkit: fontkit.default };
}
