import { readFileSync } from "node:fs";
import path from "node:path";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { invoiceFontsFolder } from "./invoice-fonts.ts";
import { type InvoicePdfInput, renderInvoicePdf } from "./invoice-pdf.ts";

const base: InvoicePdfInput = {
  invoiceNumber: "INV-2026-000042",
  invoiceDate: "2026-03-14",
  clientEmail: "noa@example.test",
  description: "Contact form",
  featureOrPackageName: "Contact form",
  billingType: "one_time",
  amountCents: 2999,
  status: "paid",
};

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
async function inspect(bytes: Uint8Array) {
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
function visualLines(drawn: DrawnText[]): Array<{ x: number; y: number; text: string }> {
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

const fullFontSize = readFileSync(path.join(invoiceFontsFolder, "Heebo_400Regular.ttf")).length;

describe("renderInvoicePdf", () => {
  it("embeds a subset of the Unicode font and draws a Hebrew description right to left, right-aligned", async () => {
    const bytes = await renderInvoicePdf({
      ...base,
      clientEmail: "noa.shapiro@example.co.il",
      description: "עיצוב מחדש של הלוגו",
      featureOrPackageName: "טופס יצירת קשר",
      billingType: "monthly",
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { baseFonts, fontFiles, drawn } = await inspect(bytes);
    expect([...baseFonts].every((name) => name.startsWith("/Heebo-"))).toBe(true);
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const { name, file } of fontFiles) {
      expect(name).toMatch(/Heebo/);
      expect(file).toBeDefined();
      // Subset: far smaller than the whole TrueType file.
      expect(file?.getContentsSize() ?? Number.POSITIVE_INFINITY).toBeLessThan(fullFontSize / 2);
    }

    const lines = visualLines(drawn);
    const description = lines.find((line) => line.text === "וגולה לש שדחמ בוציע");
    expect(description).toBeDefined();
    expect(description?.x).toBeGreaterThan(56 + 200);
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        "Bright Pixel Studio",
        "Billed to",
        "noa.shapiro@example.co.il",
        "Amount",
        "$29.99",
        "Monthly · רשק תריצי ספוט",
      ]),
    );
    expect(drawn.some((piece) => piece.text.includes("\uFFFD") || piece.text.includes("?"))).toBe(false);
  });

  it("keeps English words and numbers in reading order inside Hebrew text", async () => {
    const bytes = await renderInvoicePdf({
      ...base,
      description: "חשבונית עבור Logo refresh 2026 (שלב 2)",
      featureOrPackageName: "Logo refresh",
    });
    const lines = visualLines((await inspect(bytes)).drawn).map((line) => line.text);
    expect(lines).toContain("(2 בלש) Logo refresh 2026 רובע תינובשח");
    expect(lines).toContain("Logo refresh · One-time");
  });

  it("lays out an English invoice left to right as before, and prints characters the font lacks as ?", async () => {
    const bytes = await renderInvoicePdf({ ...base, description: "Contact form with spam protection 🚀" });
    const lines = visualLines((await inspect(bytes)).drawn);
    expect(lines.find((line) => line.text.startsWith("Contact form with"))).toEqual({
      x: 56,
      y: expect.any(Number),
      text: "Contact form with spam protection ?",
    });
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(["INVOICE", "Invoice number", "INV-2026-000042", "Status", "PAID", "Total"]),
    );
  });
});
