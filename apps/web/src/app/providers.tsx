import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BrandEffects } from "@/features/agency";
import { authKeys, noteSession } from "@/features/auth";
import { whenSessionEnds } from "@/lib/api-client";
import { toasterMounted, useToasterWanted } from "@/lib/toast";

// Loaded when wanted (lib/toast.ts): not on the sign-in path's first load.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 },
  },
});
// A write answered 401: nobody is signed in any more, so the guard asks for a sign-in (decision 076).
// The form that was refused says so itself, so the session is noted as gone without a second notice.
whenSessionEnds(() => {
  noteSession(false);
  queryClient.setQueryData(authKeys.me(), null);
});

function ToasterReady() {
  useEffect(toasterMounted, []);
  return null;
}

function DeferredToaster() {
  const { t, i18n } = useTranslation();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        // Bottom, at the reading end: clear of page headings and of the phone's menu button.
        position={i18n.dir() === "rtl" ? "bottom-left" : "bottom-right"}
        dir={i18n.dir()}
        containerAriaLabel={t("toastRegion")}
        toastOptions={{ closeButtonAriaLabel: t("toastClose") }}
      />
      <ToasterReady />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <BrandEffects />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
