import { runnerBeside } from "../lib/off-process.ts";
import type { PdfJob } from "./pdf-job.ts";

/**
 * PDFs render in a child process (decision 136, entry `pdf-worker.ts`): pdf-lib, fontkit and the
 * fonts (about 400 modules) never enter the server's memory, and a render's tens of milliseconds of
 * CPU never hold the event loop that answers every other request. The process ends 5 s after its
 * last job: renders come alone or in bursts (the demo seed, a batch of automatic invoices).
 */
const runner = runnerBeside<PdfJob, Uint8Array>(import.meta.url, "pdf-worker", { idleMs: 5_000, jobTimeoutMs: 60_000 });

export const renderPdf = (job: PdfJob): Promise<Uint8Array> => runner.run(job);

/** Ends the PDF process now (at shutdown); a later render starts another. */
export const closePdfProcess = (): Promise<void> => runner.close();
