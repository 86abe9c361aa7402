import "./index.css";
import { holdSubmitsUntilStarted } from "./lib/held-submit";

// A prerendered page (`/`, `/login`) is complete in its HTML, with the style rules its markup
// uses: the browser paints it first, and only then does the app's code run (React and the screens
// take the CPU for a while on a slow phone). Its chunks are fetched meanwhile (the HTML preloads
// them), so nothing waits on the network here. The page's full style sheet, preloaded, is applied
// before the app draws anything (decision 126). Any other page starts the app at once.
const root = document.getElementById("root");
if (root?.hasChildNodes() && document.documentElement.dataset.prerendered !== undefined) {
  holdSubmitsUntilStarted();
  await contentPainted();
  await applyPreloadedStyleSheets();
  // The framework's code first, then the app's, in two tasks rather than one long one: a visitor
  // who taps meanwhile is answered in between.
  await import("react-dom/client");
  await new Promise((next) => setTimeout(next));
}
await import("./start-app");

/**
 * Resolves once the browser reports the page's first contentful paint (the frame is on screen, not
 * only drawn), or after a second at most (a tab in the background paints nothing).
 */
function contentPainted() {
  return new Promise<void>((painted) => {
    const seen = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (seen() || document.visibilityState === "hidden") return painted();
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(painted, 1000);
  });
}

/** Turns the page's preloaded style sheets into its style sheets, and waits until they apply. */
function applyPreloadedStyleSheets() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((applied) => {
          link.addEventListener("load", applied, { once: true });
          link.addEventListener("error", applied, { once: true });
          link.rel = "stylesheet";
        }),
    ),
  );
}
