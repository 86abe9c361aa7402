import type { Color, PDFFont, PDFPage } from "@cantoo/pdf-lib";
import { analyzeBidi, type BidiParagraph, visualRuns } from "./bidi-text.ts";

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: Color;
}

/** One line of a paragraph: `paragraph.text[start, end)`, in logical order. */
export interface TextLine {
  paragraph: BidiParagraph;
  start: number;
  end: number;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Whitespace collapsed, and any character the font has no glyph for shown as "?". */
function drawableText(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const known = supported;
  return Array.from(text.replace(/\s+/g, " ").trim(), (char) =>
    /\p{Cf}/u.test(char) || known.has(char.codePointAt(0) ?? 0) ? char : "?",
  ).join("");
}

export function singleLine(text: string, font: PDFFont): TextLine {
  const paragraph = analyzeBidi(drawableText(text, font));
  return { paragraph, start: 0, end: paragraph.text.length };
}

/** Breaks text into lines at spaces; the bidi levels are resolved once for the whole paragraph. */
export function wrapText(text: string, style: TextStyle, width: number, maxLines: number): TextLine[] {
  const paragraph = analyzeBidi(drawableText(text, style.font));
  const lines: TextLine[] = [];
  let start = -1;
  let end = -1;
  for (const word of paragraph.text.matchAll(/\S+/g)) {
    const wordEnd = word.index + word[0].length;
    if (start >= 0 && style.font.widthOfTextAtSize(paragraph.text.slice(start, wordEnd), style.size) > width) {
      lines.push({ paragraph, start, end });
      start = -1;
    }
    if (start < 0) start = word.index;
    end = wordEnd;
  }
  if (start >= 0) lines.push({ paragraph, start, end });
  return lines.slice(0, maxLines);
}

/**
 * Draws a line in visual order: from `x` when its base direction is left-to-right, right-aligned
 * to `x + width` when it is right-to-left.
 */
export function drawTextLine(
  page: PDFPage,
  line: TextLine,
  box: { x: number; y: number; width: number },
  style: TextStyle,
): void {
  const runs = visualRuns(line.paragraph, line.start, line.end).map((run) => ({
    text: run.text,
    width: style.font.widthOfTextAtSize(run.text, style.size),
  }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = line.paragraph.rtl ? box.x + box.width - total : box.x;
  for (const run of runs) {
    page.drawText(inShapingOrder(run.text), { x, y: box.y, size: style.size, font: style.font, color: style.color });
    x += run.width;
  }
}

const FIRST_SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/**
 * fontkit (which pdf-lib shapes custom fonts with) treats a string whose first character with a
 * script is Hebrew as right-to-left and reverses its glyphs. Such a run, already in visual order,
 * is handed over back in logical order so that this reversal restores the visual order (and marks
 * such as niqqud follow their base letter while being positioned).
 */
function inShapingOrder(visual: string): string {
  const first = FIRST_SCRIPT_CHARACTER.exec(visual)?.[0];
  return first && RIGHT_TO_LEFT_SCRIPT.test(first) ? [...visual].reverse().join("") : visual;
}
