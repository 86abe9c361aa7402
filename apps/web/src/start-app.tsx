// The app itself, imported by main.tsx once a prerendered page has painted (decision 126).
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppTree } from "./app/app-tree";
import { queryClient } from "./app/providers";
import { AppRoutes, preloadRoutes } from "./app/router";
import { takeBrandFromPage } from "./features/agency";
import { meQueryOptions } from "./features/auth/api/get-me";
import { takeSessionFromPage } from "./features/auth/api/session-in-page";
import { stopHoldingSubmits } from "./lib/held-submit";
import { i18n, startI18n } from "./lib/i18n";
import { keepTypedValues } from "./lib/prerendered-input";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// Signed-in areas need the session first. A signed-in visitor's HTML carries it (except on the
// prerendered public pages, whose first render must match their HTML); otherwise ask for it now,
// alongside the texts and the screen's chunks, not after the area's frame has rendered.
const prerendered = root.hasChildNodes() && document.documentElement.dataset.prerendered !== undefined;
// The agency's brand as the server drew the page with it (every HTML answer carries it).
takeBrandFromPage(queryClient);
const signedIn = !prerendered && takeSessionFromPage(queryClient);
if (!signedIn && /^\/(dashboard|admin)(\/|$)/.test(window.location.pathname)) void queryClient.prefetchQuery(meQueryOptions);
await startI18n();
// The screen's code was preloaded by the HTML (modulepreload); its texts need i18next started.
const screen = preloadRoutes(window.location.pathname);
const app = (
  <AppTree
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);
// The landing page and the sign-in screen come prerendered (the build's HTML in the visitor's
// language): once their code and texts are here, React takes over that HTML instead of redrawing it.
if (root.hasChildNodes() && document.documentElement.dataset.prerendered === i18n.language) {
  // main.tsx let the browser paint the HTML before this module's code ran.
  await screen;
  keepTypedValues(root);
  stopHoldingSubmits();
  hydrateRoot(root, app);
} else {
  stopHoldingSubmits();
  root.replaceChildren();
  createRoot(root).render(app);
}
