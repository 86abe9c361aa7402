import type { z } from "zod";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * How many characters a person sees: "👍" is one, "👨‍👩‍👧" is one, "é" written as e + accent is one.
 * Counters and limits use this on both sides, so a form and the server never disagree.
 */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * However a text's characters are built, it stores at most this many code points per visible
 * character allowed (the database's own ceiling on a limited text matches it).
 */
export const CODE_POINTS_PER_CHARACTER = 10;

/** A text of at most `max` visible characters (and at most 10 code points for each of them). */
export function withinGraphemes(schema: z.ZodString, max: number, message: string) {
  return schema.refine((text) => graphemeCount(text) <= max && [...text].length <= max * CODE_POINTS_PER_CHARACTER, {
    message,
  });
}
