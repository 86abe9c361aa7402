import { serveJobs } from "./off-process.ts";
import type { PrerenderedPage, Prerenderer, PrerenderJob } from "./prerender-pages.ts";

// The prerendering process's entry (prerender-pages.ts starts it): loads the web build's
// prerendering bundle and renders one page at a time, since the bundle switches one i18next.
const bundles = new Map<string, Promise<Prerenderer>>();
let renders: Promise<unknown> = Promise.resolve();

function bundle(url: string): Promise<Prerenderer> {
  let loaded = bundles.get(url);
  if (!loaded) {
    loaded = import(url) as Promise<Prerenderer>;
    bundles.set(url, loaded);
  }
  return loaded;
}

serveJobs<PrerenderJob, PrerenderedPage>((job) => {
  const page = renders.then(async () => (await bundle(job.bundle)).prerender(job.pathname, job.lang, job.brand));
  renders = page.catch(() => undefined);
  return page;
});
