import bidiFactory, { type EmbeddingLevels } from "bidi-js";

// Its tables are built on the first PDF with text, not at start (decision 125).
let bidi: ReturnType<typeof bidiFactory> | undefined;
const engine = () => (bidi ??= bidiFactory());

/** Bidi marks and other format characters steer the ordering but draw nothing. */
const FORMAT_CHARACTER = /\p{Cf}/u;

/** One paragraph of logical text with its resolved Unicode bidi embedding levels. */
export interface BidiParagraph {
  text: string;
  /** Base direction, from the first strong character (rules P2–P3). */
  rtl: boolean;
  levels: EmbeddingLevels;
}

/** A stretch of a line at one embedding level, its characters already in visual (left-to-right) order. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

export function analyzeBidi(text: string): BidiParagraph {
  const levels = engine().getEmbeddingLevels(text, "auto");
  return { text, levels, rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/**
 * Lays out the line `text[start, end)` of a paragraph in visual order (rules L1–L4: reversal of
 * right-to-left levels, mirrored brackets), as runs to draw from left to right.
 */
export function visualRuns(paragraph: BidiParagraph, start = 0, end = paragraph.text.length): VisualRun[] {
  if (end <= start) return [];
  const { text, levels } = paragraph;
  const order = engine()
    .getReorderedIndices(text, levels, start, end - 1)
    .slice(start, end);
  const mirrored = engine().getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const runs: VisualRun[] = [];
  let runLevel = -1;
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index];
    if (FORMAT_CHARACTER.test(char)) continue;
    const level = levels.levels[index];
    const last = runs.at(-1);
    if (last && level === runLevel) last.text += char;
    else runs.push({ text: char, rtl: level % 2 === 1 });
    runLevel = level;
  }
  return runs;
}
