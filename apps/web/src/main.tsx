import "./index.css";
import "./lib/i18n";
import "./lib/form-messages";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <Suspense>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
