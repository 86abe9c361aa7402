import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouteGuard } from "@/features/auth";
import { myCompaniesQueryOptions } from "@/features/companies";
import { notificationCountsQueryOptions } from "@/features/notifications";
import { loadAllTexts } from "@/lib/i18n";
import { wantToaster } from "@/lib/toast";
import { whenIdle } from "@/lib/when-idle";
import { AppLayout } from "../app-layout";

// Toasts are common in the areas: mount the Toaster (loaded apart) once the first screen has
// loaded, not during its first render nor at the first toast (which mounts it too).
whenIdle(wantToaster);

/** What the frame shows first (the sidebar's badge counts). */
export function prefetchFirstData(client: QueryClient): void {
  void client.prefetchQuery(notificationCountsQueryOptions);
}

/** The client frame's first data: the badges and the person's companies, whose rights the navigation and pages follow. */
export function prefetchClientData(client: QueryClient): void {
  prefetchFirstData(client);
  void client.prefetchQuery(myCompaniesQueryOptions);
}

/**
 * The client area's frame; loaded with the first signed-in screen, never on public pages. Opened
 * on the home, it has only the home's texts (app/router.tsx): the others follow once it has shown.
 */
export function ClientArea() {
  useEffect(() => whenIdle(() => void loadAllTexts()), []);
  return (
    <RouteGuard allow="client">
      <AppLayout />
    </RouteGuard>
  );
}

/** The admin area's frame. */
export function AdminArea() {
  return (
    <RouteGuard allow="admin">
      <AppLayout />
    </RouteGuard>
  );
}
