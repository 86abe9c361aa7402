import { serveJobs } from "../lib/off-process.ts";
import type { PdfJob } from "./pdf-job.ts";
import { renderPdfJob } from "./render-job.ts";

// The PDF process's entry (render-pdf.ts starts it): renders each job it is sent.
serveJobs<PdfJob, Uint8Array>(renderPdfJob);
