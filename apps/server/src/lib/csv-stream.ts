import { type CsvValue, csvRow, UTF8_BOM } from "./csv.ts";

/** Rows read per query while streaming an export. */
export const CSV_CHUNK_ROWS = 1000;

/** One chunk of an export: its rows as CSV values, and where the next chunk starts (null: done). */
export interface CsvChunk<C> {
  rows: CsvValue[][];
  next: C | null;
}

/**
 * A CSV download streamed from the database a chunk at a time: the BOM and header first, then each
 * chunk as the reader asks for it (back-pressure), so a 100,000-row export never sits in memory.
 * `readChunk` reads the rows after `cursor` (a keyset position; null for the start).
 */
export function csvStream<C>(header: readonly string[], readChunk: (cursor: C | null) => Promise<CsvChunk<C>>) {
  const encoder = new TextEncoder();
  let cursor: C | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
    },
    async pull(controller) {
      if (done) return;
      const chunk = await readChunk(cursor);
      if (chunk.rows.length > 0) controller.enqueue(encoder.encode(chunk.rows.map(csvRow).join("")));
      cursor = chunk.next;
      if (chunk.next === null) {
        done = true;
        controller.close();
      }
    },
  });
}

/** The `Content-Disposition` and type of a CSV download named `<list>-<yyyy-MM-dd>.csv`. */
export function csvHeaders(list: string, now = new Date()): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${list}-${now.toISOString().slice(0, 10)}.csv"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
