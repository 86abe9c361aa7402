// Reading a generated invoice PDF back as text (its fonts' ToUnicode maps), for tests.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from "@cantoo/pdf-lib";

interface DrawnText {
  x: number;
  y: number;
  text: string;
}

function rawStream(object: unknown): PDFRawStream {
  if (!(object instanceof PDFRawStream)) throw new Error("expected a stream");
  return object;
}

const decode = (stream: PDFRawStream) => new TextDecoder().decode(decodePDFRawStream(stream).decode());

/** The PDF's font embedding and its text as drawn: each Tj string mapped back to Unicode through the font's ToUnicode map. */
export async function inspectPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const fontResources = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const toUnicode = new Map<string, Map<string, string>>();
  const baseFonts = new Set<string>();
  for (const [key, ref] of fontResources?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    baseFonts.add(String(font.get(PDFName.of("BaseFont"))));
    const cmap = decode(rawStream(font.lookup(PDFName.of("ToUnicode"))));
    const glyphs = new Map<string, string>();
    for (const [, glyph, units] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/gi)) {
      glyphs.set(
        glyph.toUpperCase(),
        String.fromCharCode(...(units.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
      );
    }
    toUnicode.set(key.asString().slice(1), glyphs);
  }
  const fontFiles = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"),
    )
    .map((descriptor) => ({
      name: String(descriptor.get(PDFName.of("FontName"))),
      file: descriptor.lookupMaybe(PDFName.of("FontFile2"), PDFStream),
    }));

  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => rawStream(doc.context.lookup(ref))) : [];
  const drawn: DrawnText[] = [];
  for (const content of streams.map(decode)) {
    for (const [, fontKey, x, y, hex] of content.matchAll(
      /\/(\S+) [\d.]+ Tf\s[\s\S]*?1 0 0 1 (\S+) (\S+) Tm\s+<([0-9A-F]*)> Tj/gi,
    )) {
      const glyphs = toUnicode.get(fontKey);
      const text = (hex.match(/.{4}/g) ?? []).map((glyph) => glyphs?.get(glyph.toUpperCase()) ?? "\uFFFD").join("");
      drawn.push({ x: Number(x), y: Number(y), text });
    }
  }
  return { baseFonts, fontFiles, drawn };
}

const COLUMN_STARTS = new Set([56, 196, 460]);

/** Text as a reader sees it: the drawn pieces at one height, from left to right. */
export function visualLines(drawn: DrawnText[]): Array<{ x: number; y: number; text: string }> {
  const rows = new Map<number, DrawnText[]>();
  for (const piece of drawn) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([y, pieces]) => {
      const sorted = pieces.sort((a, b) => a.x - b.x);
      // A piece at a column's start begins a new cell (label and value, description and amount).
      const cells: DrawnText[][] = [];
      for (const piece of sorted) {
        const last = cells.at(-1);
        if (last && !COLUMN_STARTS.has(piece.x)) last.push(piece);
        else cells.push([piece]);
      }
      return cells.map((cell) => ({ x: cell[0].x, y, text: cell.map((piece) => piece.text).join("") }));
    });
}

/** The lines of the first page as a reader sees them. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  return visualLines((await inspectPdf(bytes)).drawn).map((line) => line.text);
}
