import type { QueryClient } from "@tanstack/react-query";
import { RouteGuard } from "@/features/auth";
import { myCompaniesQueryOptions } from "@/features/companies";
import { notificationCountsQueryOptions } from "@/features/notifications";
import { loadAllTexts } from "@/lib/i18n";
import { wantToaster } from "@/lib/toast";
import { AppLayout } from "../app-layout";

// The areas' texts arrive with their frame, so no screen renders before its words exist.
await loadAllTexts();
// Toasts are common in the areas: mount the Toaster (loaded apart) now, not at the first toast.
wantToaster();

/** What the frame shows first (the sidebar's badge counts). */
export function prefetchFirstData(client: QueryClient): void {
  void client.prefetchQuery(notificationCountsQueryOptions);
}

/** The client frame's first data: the badges and the person's companies, whose rights the navigation and pages follow. */
export function prefetchClientData(client: QueryClient): void {
  prefetchFirstData(client);
  void client.prefetchQuery(myCompaniesQueryOptions);
}

/** The client area's frame; loaded with the first signed-in screen, never on public pages. */
export function ClientArea() {
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
