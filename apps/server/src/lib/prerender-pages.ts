import type { PageBrand } from "@portal/shared/agency-brand";
import type { Locale } from "@portal/shared/constants";
import { runnerBeside } from "./off-process.ts";

/** A page as the web's prerendering bundle renders it (apps/web/src/prerender.tsx). */
export interface PrerenderedPage {
  /** What React hoists to the document's head (preload hints for images). */
  head: string;
  html: string;
  dir: "ltr" | "rtl";
}

/** The bundle's exports the prerendering process uses. */
export interface Prerenderer {
  prerender(pathname: string, lang: Locale, brand: PageBrand): Promise<PrerenderedPage>;
}

/** One page to render: the bundle's file URL, and what to render under which brand. */
export interface PrerenderJob {
  bundle: string;
  pathname: string;
  lang: Locale;
  brand: PageBrand;
}

/**
 * Prerendering runs in a child process (decision 136, entry `prerender-worker.ts`): React's server
 * renderer, the router and the web app's screens (about 40 MB resident) load there, and leave 5 s
 * after the last render. The pages are kept per brand version (route-html.ts), so the process runs
 * after a start or a change of the agency's settings, for the first visit of each page in each
 * language.
 */
const runner = runnerBeside<PrerenderJob, PrerenderedPage>(import.meta.url, "prerender-worker", {
  idleMs: 5_000,
  jobTimeoutMs: 30_000,
});

export const prerenderPage = (job: PrerenderJob): Promise<PrerenderedPage> => runner.run(job);

/** Ends the prerendering process now (at shutdown); a later render starts another. */
export const closePrerenderProcess = (): Promise<void> => runner.close();
