import "./index.css";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders, queryClient } from "./app/providers";
import { AppRoutes } from "./app/router";
import { meQueryOptions } from "./features/auth/api/get-me";
import { startI18n } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// Signed-in areas need the session first: ask for it now, alongside the texts and the screen's
// chunks (the router started loading those), not after the area's frame has rendered.
if (/^\/(dashboard|admin)(\/|$)/.test(window.location.pathname)) void queryClient.prefetchQuery(meQueryOptions);
await startI18n();
createRoot(root).render(
  <StrictMode>
    <Suspense>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
