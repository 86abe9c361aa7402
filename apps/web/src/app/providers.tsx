import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BrandEffects } from "@/features/agency";
import { toasterMounted, useToasterWanted } from "@/lib/toast";

// Loaded when wanted (lib/toast.ts): not on the sign-in path's first load.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 },
  },
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
        position="top-center"
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
