import { type ReactNode, StrictMode, Suspense } from "react";
import { AppProviders } from "./providers";

/**
 * Everything above the router, shared by the browser (main.tsx) and the build's prerendering
 * (prerender.tsx): hydration needs the same tree on both sides.
 */
export function AppTree({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <Suspense>
        <AppProviders>{router}</AppProviders>
      </Suspense>
    </StrictMode>
  );
}
