import { RouteGuard } from "@/features/auth/components/route-guard";
import { loadAllTexts } from "@/lib/i18n";
import { wantToaster } from "@/lib/toast";
import { AppLayout } from "../app-layout";

// The areas' texts arrive with their frame, so no screen renders before its words exist.
await loadAllTexts();
// Toasts are common in the areas: mount the Toaster (loaded apart) now, not at the first toast.
wantToaster();

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
