import "./index.css";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import { startI18n } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// The router starts loading the opened screen's chunks while the language's texts load.
await startI18n();
createRoot(root).render(
  <StrictMode>
    <Suspense>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
