import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Show = (message: string, options?: ExternalToast) => void;

// The public sign-in path loads no toaster until a toast is shown; every other screen gets one.
let wanted = !["/", "/login"].includes(window.location.pathname);
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks the app to mount sonner's Toaster (screens that import sonner directly need it). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether the Toaster should be mounted (for app/providers.tsx). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

/** Called once the Toaster listens, so no toast is shown before it can appear. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: "success" | "error"): Show {
  return (message, options) => {
    wantToaster();
    void Promise.all([import("sonner"), mounted]).then(([m]) => m.toast[kind](message, options));
  };
}

/** Sonner's toasts, loaded on first use so the sign-in screen's first load does not carry them. */
export const toast: { success: Show; error: Show } = { success: show("success"), error: show("error") };
