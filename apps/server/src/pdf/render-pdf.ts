import { offProcessRunner } from "../lib/off-process.ts";
import type { PdfJob } from "./pdf-job.ts";

/** The process's entry: beside this file in the sources, `pdf-worker.js` beside the bundle in dist. */
const entry = new URL(import.meta.url.endsWith(".ts") ? "./pdf-worker.ts" : "./pdf-worker.js", import.meta.url);

/**
 * PDFs render in a child process (decision 136): pdf-lib, fontkit and the fonts (about 400
 * modules) never enter the server's memory, and a render's tens of milliseconds of CPU never hold
 * the event loop that answers every other request. The process ends 5 s after its last job:
 * renders come alone or in bursts (the demo seed, a batch of automatic invoices).
 */
const runner = offProcessRunner<PdfJob, Uint8Array>(entry, { idleMs: 5_000, jobTimeoutMs: 60_000 });

export function renderPdf(job: PdfJob): Promise<Uint8Array> {
  return runner.run(job);
}

/** Ends the PDF process now (at shutdown); a later render starts another. */
export function closePdfProcess(): Promise<void> {
  return runner.close();
}
